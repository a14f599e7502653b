import { describe, expect, it } from 'vitest';
import { checkScreeningAnswers } from '@/lib/schemas/applications';
import { screeningQuestionSchema } from '@/lib/schemas/job';

const questions = [
  { id: 1, question: 'How many years?', required: true, answer_type: 'text' as const },
  { id: 4, question: 'Are you allowed to work here?', required: true, answer_type: 'yes_no' as const },
];

describe('screening answers (the apply form and the platform)', () => {
  it('takes yes or no for a yes/no question, and nothing else', () => {
    expect(checkScreeningAnswers(questions, [{ question_id: 1, answer: 'Three' }, { question_id: 4, answer: 'yes' }]).errors).toEqual({});
    expect(checkScreeningAnswers(questions, [{ question_id: 1, answer: 'Three' }, { question_id: 4, answer: 'no' }]).errors).toEqual({});
    expect(checkScreeningAnswers(questions, [{ question_id: 1, answer: 'Three' }, { question_id: 4, answer: 'maybe' }]).errors).toEqual({
      'screening_answers.4': ['Answer yes or no'],
    });
  });

  it('reads a question stored before answer types as a text question', () => {
    expect(screeningQuestionSchema.parse({ id: 1, question: 'Why?', required: false }).answer_type).toBe('text');
    expect(checkScreeningAnswers([{ id: 1, question: 'Why?', required: true }], [{ question_id: 1, answer: 'maybe' }]).errors).toEqual({});
  });
});
