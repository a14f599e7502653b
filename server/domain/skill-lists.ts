import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
import { type SkillCountRow, skillCounts } from '../db/queries/jobs';

const skillListSize = 300;

/** The skills open jobs in the language ask for most (GET /config/skill/lists), at most 300. */
export function popularSkills(db: Database, language: Language): Promise<SkillCountRow[]> {
  return skillCounts(db, language.code, skillListSize);
}
