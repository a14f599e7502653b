import { describe, expect, it } from 'vitest';
import type { Profile } from '@/lib/schemas/jobseeker';
import { analyseProfile, lengthOf, lengthUnitOf } from '@/server/domain/resume-analysis';

/**
 * Issue 33, item 4: the resume analysis's parts add up to its score whichever reasons apply, and
 * Japanese and Chinese lengths are counted in characters, not "words".
 */
function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    summary: 'Backend engineer who builds payment systems.',
    work_experiences: [
      { job_title: 'Software Engineer', company_name: 'Acme', description: 'Built APIs serving 2 million users a day with Go and PostgreSQL, cut latency by 40 percent.' },
      { job_title: 'Intern', company_name: 'Beta', description: 'Wrote tests.' },
    ],
    educations: [{ field_of_study: 'Computer Science' }],
    skills: [{ value: 'Go' }, { value: 'PostgreSQL' }],
    languages: [],
    websites: [],
    license_certifications: [],
    job_preferences: [{ job_title: 'Backend Engineer' }, { job_title: 'Data Analyst' }],
    ...overrides,
  } as unknown as Profile;
}

const job = { id: 1, title: 'Backend Engineer', skills: ['Go', 'Kubernetes', 'PostgreSQL'], requirements: '' };

describe('analyseProfile: the parts add up to the score (issue 33)', () => {
  it.each([
    ['no job, no language judgement', { job: null, judgement: null }],
    ['a chosen job', { job, judgement: null }],
    ['a language judgement', { job: null, judgement: { score: 7, notes: [] } }],
    ['both', { job, judgement: { score: 7, notes: [] } }],
  ])('%s: maxima sum to 100 and the points to the score', (_, options) => {
    const result = analyseProfile(profile(), { ...options, locale: 'en-US' });
    expect(result.reasons.reduce((sum, reason) => sum + reason.max, 0)).toBe(100);
    expect(result.reasons.reduce((sum, reason) => sum + reason.points, 0)).toBe(result.score);
    for (const reason of result.reasons) expect(reason.points).toBeLessThanOrEqual(reason.max);
  });

  it('an empty profile scores 0', () => {
    const empty = analyseProfile(profile({ summary: null, work_experiences: [], educations: [], skills: [], job_preferences: [] } as never), { job: null, judgement: null, locale: 'en-US' });
    expect(empty.score).toBe(0);
  });
});

describe('lengths as readers count them (issue 33)', () => {
  it('Japanese and Chinese in characters, others in words', () => {
    expect(lengthUnitOf('ja-JP')).toBe('characters');
    expect(lengthUnitOf('zh-TW')).toBe('characters');
    expect(lengthUnitOf('en-US')).toBe('words');
    expect(lengthUnitOf('ar-AE')).toBe('words');
    expect(lengthOf('決済システムを作るバックエンドエンジニアです。', 'ja-JP')).toBe(22);
    expect(lengthOf('Builds payment systems, 10 years.', 'en-US')).toBe(5);
  });

  it('a Japanese summary of 43 characters is counted as 43 and asked to grow to 100 characters', () => {
    const summary = 'バックエンドエンジニアとして決済システムの設計と開発を担当し、チームを率いてきました。';
    const result = analyseProfile(profile({ summary }), { job: null, judgement: null, locale: 'ja-JP' });
    const length = result.reasons.find((reason) => reason.key === 'length');
    expect(length?.params.summary_words).toBe(lengthOf(summary, 'ja-JP'));
    expect(result.suggestions).toContainEqual({ key: 'lengthenSummary', section: 'summary', params: { words: lengthOf(summary, 'ja-JP'), min: 100 } });
  });
});
