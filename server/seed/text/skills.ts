import type { TextLanguage } from '../reference/labels';
import type { Random } from '../random';
import { businessSkills } from './skills-business';
import { technicalSkills } from './skills-technical';
import { lowerFirst } from './casing';
import { type Skill, skillIn, softSkills } from './skill';

/** The most specific skill list for a title: its own, else its sub-function's. */
function skillPool(titleId: number, subFunctionId: number): Skill[] {
  return technicalSkills[titleId] ?? technicalSkills[subFunctionId] ?? businessSkills[subFunctionId] ?? [];
}

/** 3–8 skills in the job's language: 3–6 of the function's own, sometimes a soft skill or two. */
export function pickSkills(
  random: Random,
  language: TextLanguage,
  titleId: number,
  subFunctionId: number,
): { specific: string[]; soft: string[]; inSentence: string[] } {
  const pool = skillPool(titleId, subFunctionId);
  const specific = random.sample(pool, random.int(3, Math.min(6, pool.length)));
  const soft = random.sample(softSkills, random.weighted([[0, 5], [1, 3], [2, 2]] as const));
  return {
    specific: specific.map((skill) => skillIn(skill, language)),
    soft: soft.map((skill) => skillIn(skill, language)),
    inSentence: specific.map((skill) => inSentence(skill, language)),
  };
}

const lowerCaseInSentence: TextLanguage[] = ['en', 'id', 'pt', 'tr'];

/**
 * A skill as it reads inside a sentence: common nouns lose their capital ("experience with
 * budget management") while product names and acronyms keep it ("Zendesk", "A/B testing").
 */
function inSentence(skill: Skill, language: TextLanguage): string {
  const text = skillIn(skill, language);
  if (typeof skill === 'string' || !lowerCaseInSentence.includes(language)) return text;
  return lowerFirst(text, language);
}
