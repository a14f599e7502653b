import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../client';
import {
  type educations,
  files,
  type jobPreferences,
  type licenseCertifications,
  userLanguages,
  userLinks,
  userSkills,
  type workExperiences,
} from '../schema';

/**
 * The rows of a seeker's profile parts (work, schooling, licenses, links, languages, skills,
 * job preferences) in Drizzle's query builder, moved from the routes (decision 0087). Every
 * statement on a row names its owner too, so a write never reaches another user's row.
 */

/** The parts edited row by row, by id; they share `id` and `user_id`, so one statement serves each. */
export type PartTable =
  | typeof workExperiences
  | typeof educations
  | typeof licenseCertifications
  | typeof userLinks
  | typeof userLanguages
  | typeof jobPreferences;

/** Drizzle types a statement by its table; the union's members share the columns used here. */
const asOne = (table: PartTable) => table as typeof workExperiences;

export async function insertPart<T extends PartTable>(db: Database, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(asOne(table))
    .values(values as typeof workExperiences.$inferInsert)
    .returning();
  return row as T['$inferSelect'];
}

export async function updateOwnedPart<T extends PartTable>(
  db: Database,
  table: T,
  owned: { id: number; userId: number },
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const source = asOne(table);
  const [row] = await db
    .update(source)
    .set(values as Partial<typeof workExperiences.$inferInsert>)
    .where(and(eq(source.id, owned.id), eq(source.userId, owned.userId)))
    .returning();
  return row as T['$inferSelect'];
}

export async function deleteOwnedPart(db: Database, table: PartTable, owned: { id: number; userId: number }): Promise<void> {
  const source = asOne(table);
  await db.delete(source).where(and(eq(source.id, owned.id), eq(source.userId, owned.userId)));
}

export function listLinks(db: Database, userId: number) {
  return db.select().from(userLinks).where(eq(userLinks.userId, userId)).orderBy(asc(userLinks.id));
}

export function listUserLanguages(db: Database, userId: number) {
  return db.select().from(userLanguages).where(eq(userLanguages.userId, userId)).orderBy(asc(userLanguages.id));
}

/** Whether the user has this language already; `exceptId` leaves out the row being updated. */
export async function hasLanguage(db: Database, userId: number, languageId: number, exceptId?: number): Promise<boolean> {
  const conditions = [eq(userLanguages.userId, userId), eq(userLanguages.languageId, languageId)];
  if (exceptId !== undefined) conditions.push(ne(userLanguages.id, exceptId));
  const [existing] = await db.select({ id: userLanguages.id }).from(userLanguages).where(and(...conditions)).limit(1);
  return existing !== undefined;
}

/** Adds a language; undefined when the (user, language) key already holds it. */
export async function insertLanguage(db: Database, values: typeof userLanguages.$inferInsert) {
  const [row] = await db.insert(userLanguages).values(values).onConflictDoNothing().returning();
  return row;
}

/** The skills list replaced as a whole, inside the caller's transaction. */
export async function replaceSkills(tx: Database, userId: number, skills: (typeof userSkills.$inferInsert)[]): Promise<void> {
  await tx.delete(userSkills).where(eq(userSkills.userId, userId));
  if (skills.length > 0) await tx.insert(userSkills).values(skills);
}

/** A live license attachment of this user. */
export async function findLicenseFile(db: Database, userId: number, fileId: number): Promise<typeof files.$inferSelect | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId), eq(files.kind, 'license'), isNull(files.deletedAt)))
    .limit(1);
  return file;
}

/** A license attachment's row; its bytes are stored first under `storageKey`. */
export async function insertLicenseFile(db: Database, file: Omit<typeof files.$inferInsert, 'kind'>): Promise<typeof files.$inferSelect> {
  const [row] = await db
    .insert(files)
    .values({ ...file, kind: 'license' })
    .returning();
  return row as typeof files.$inferSelect;
}

/** Marks a file deleted (its row stays) and answers it, so its bytes can go. */
export async function markFileDeleted(db: Database, fileId: number, now: Date): Promise<typeof files.$inferSelect | undefined> {
  const [file] = await db.update(files).set({ deletedAt: now }).where(eq(files.id, fileId)).returning();
  return file;
}
