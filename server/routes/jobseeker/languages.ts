import { Hono } from 'hono';
import { and, asc, eq, ne } from 'drizzle-orm';
import { languageBodySchema, ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../../db/client';
import { userLanguages } from '../../db/schema';
import { findOwned } from '../../domain/profile';
import { toUserLanguage } from '../../domain/profile-records';
import { assertReferences } from '../../domain/profile-references';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

const what = 'Language';

/** Each language once per profile; the list and proficiencies come from the config lists. */
async function checkLanguage(db: Database, userId: number, body: { language_id: number; proficiency: string }, exceptId?: number) {
  await assertReferences(db, [
    { field: 'language_id', list: 'spoken_languages', id: body.language_id },
    { field: 'proficiency', list: 'language_proficiencies', key: body.proficiency },
  ]);
  const conditions = [eq(userLanguages.userId, userId), eq(userLanguages.languageId, body.language_id)];
  if (exceptId !== undefined) conditions.push(ne(userLanguages.id, exceptId));
  const [existing] = await db.select({ id: userLanguages.id }).from(userLanguages).where(and(...conditions)).limit(1);
  if (existing) throw AppError.validation({ language_id: [ruleMessages.alreadyAdded] });
}

/** /jobseeker/languages: create, update, delete in the documented style (docs/decisions/0018). */
export function languageRoutes() {
  const body = validate('json', languageBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/languages', requireUser(), async (c) => {
      const rows = await c.get('db').select().from(userLanguages).where(eq(userLanguages.userId, c.get('userId'))).orderBy(asc(userLanguages.id));
      return ok(c, { languages: rows.map(toUserLanguage) });
    })
    .post('/languages/create', requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const input = c.get('body');
      await checkLanguage(db, userId, input);
      const now = c.get('now');
      const [row] = await db
        .insert(userLanguages)
        .values({ userId, languageId: input.language_id, proficiency: input.proficiency, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      // A parallel request added the same language between the check and the insert.
      if (!row) throw AppError.validation({ language_id: [ruleMessages.alreadyAdded] });
      return ok(c, toUserLanguage(row), 201);
    })
    .patch(`/languages/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, userLanguages, id, userId, what);
      const input = c.get('body');
      await checkLanguage(db, userId, input, id);
      const [row] = await db
        .update(userLanguages)
        .set({ languageId: input.language_id, proficiency: input.proficiency, updatedAt: c.get('now') })
        .where(and(eq(userLanguages.id, id), eq(userLanguages.userId, userId)))
        .returning();
      return ok(c, toUserLanguage(row as typeof userLanguages.$inferSelect));
    })
    .delete(`/languages/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, userLanguages, id, userId, what);
      await db.delete(userLanguages).where(and(eq(userLanguages.id, id), eq(userLanguages.userId, userId)));
      return ok(c, { id, deleted: true });
    });
}
