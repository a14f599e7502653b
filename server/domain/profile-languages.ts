import { languageBodySchema, ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { hasLanguage, insertLanguage, listUserLanguages } from '../db/queries/profile-parts';
import { userLanguages } from '../db/schema';
import { AppError } from '../http/app-error';
import { profilePart } from './profile-parts';
import { toUserLanguage } from './profile-records';
import { assertReferences } from './profile-references';

const alreadyAdded = () => AppError.validation({ language_id: [ruleMessages.alreadyAdded] });

/**
 * /jobseeker/languages (docs/decisions/0018): each language once per profile; the list and
 * proficiencies come from the config lists.
 */
export const languagePart = profilePart(userLanguages, 'Language', languageBodySchema, {
  columns: (body) => ({ languageId: body.language_id, proficiency: body.proficiency }),
  check: async (db, userId, body, exceptId) => {
    await assertReferences(db, [
      { field: 'language_id', list: 'spoken_languages', id: body.language_id },
      { field: 'proficiency', list: 'language_proficiencies', key: body.proficiency },
    ]);
    if (await hasLanguage(db, userId, body.language_id, exceptId)) throw alreadyAdded();
  },
  insert: async (db, values) => {
    const row = await insertLanguage(db, values);
    // A parallel request added the same language between the check and the insert.
    if (!row) throw alreadyAdded();
    return row;
  },
  answer: toUserLanguage,
});

export async function profileLanguages(db: Database, userId: number) {
  return (await listUserLanguages(db, userId)).map(toUserLanguage);
}
