import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { educations, files, jobPreferences, licenseCertifications, userLanguages, userLinks, userSkills, workExperiences } from '../schema';

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

/*
 * The profile's reads (server/domain/profile.ts), its duplicate checks (profile-duplicates.ts),
 * the preference counts (job-preferences.ts) and the resume import's writes (resume-import.ts),
 * moved as written (issue 34).
 */

/** Every part a user owns row by id: the row-edited parts and the skills. */
export type OwnedTable = PartTable | typeof userSkills;

/** The row of `table` with this id, only when it is the user's. */
export async function findOwnedPart<T extends OwnedTable>(db: Database, table: T, owned: { id: number; userId: number }): Promise<T['$inferSelect'] | undefined> {
  const source = table as typeof workExperiences;
  const [row] = await db
    .select()
    .from(source)
    .where(and(eq(source.id, owned.id), eq(source.userId, owned.userId)))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** Work experiences newest first: current ones, then by start. */
export function listWorkExperienceRows(db: Database, userId: number) {
  return db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.userId, userId))
    .orderBy(desc(workExperiences.isCurrentlyWorkHere), desc(workExperiences.workingPeriodFrom), desc(workExperiences.id));
}

/** Schooling newest first: current ones, then by start. */
export function listEducationRows(db: Database, userId: number) {
  return db
    .select()
    .from(educations)
    .where(eq(educations.userId, userId))
    .orderBy(desc(educations.isCurrentlyStudying), desc(educations.studyPeriodFrom), desc(educations.id));
}

export function listJobPreferenceRows(db: Database, userId: number) {
  return db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId)).orderBy(asc(jobPreferences.id));
}

/** Licenses newest issue first. */
export function listLicenseRows(db: Database, userId: number) {
  return db
    .select()
    .from(licenseCertifications)
    .where(eq(licenseCertifications.userId, userId))
    .orderBy(desc(licenseCertifications.issueDate), desc(licenseCertifications.id));
}

/** The files of these ids that are not deleted (license attachments). */
export function listLiveFiles(db: Database, fileIds: number[]) {
  return db.select().from(files).where(and(inArray(files.id, fileIds), isNull(files.deletedAt)));
}

export function listSkillRows(db: Database, userId: number) {
  return db.select().from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.sort), asc(userSkills.id));
}

/**
 * Whether the user has a work entry of this employer and title (both as `lower(trim(…))`) starting
 * on `from` (a date); `exceptId` leaves out the row being updated.
 */
export async function hasSameWork(db: Database, userId: number, entry: { companyName: string; jobTitle: string; from: string }, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [
    eq(workExperiences.userId, userId),
    eq(sql`lower(trim(${workExperiences.companyName}))`, entry.companyName),
    eq(sql`lower(trim(${workExperiences.jobTitle}))`, entry.jobTitle),
    eq(workExperiences.workingPeriodFrom, entry.from),
  ];
  if (exceptId !== undefined) conditions.push(ne(workExperiences.id, exceptId));
  const rows = await db.select({ id: workExperiences.id }).from(workExperiences).where(and(...conditions)).limit(1);
  return rows.length > 0;
}

/**
 * Whether the user has schooling at this school (as `lower(trim(…))`) and degree starting on
 * `from` (a date); `exceptId` leaves out the row being updated.
 */
export async function hasSameEducation(db: Database, userId: number, entry: { school: string; degreeId: number; from: string }, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [
    eq(educations.userId, userId),
    eq(sql`lower(trim(${educations.school}))`, entry.school),
    eq(educations.degreeId, entry.degreeId),
    eq(educations.studyPeriodFrom, entry.from),
  ];
  if (exceptId !== undefined) conditions.push(ne(educations.id, exceptId));
  const rows = await db.select({ id: educations.id }).from(educations).where(and(...conditions)).limit(1);
  return rows.length > 0;
}

/** The arrangement of each of the user's job preferences, with its id. */
export function listPreferenceArrangements(db: Pick<Database, 'select'>, userId: number) {
  return db.select({ id: jobPreferences.id, workArrangement: jobPreferences.workArrangement }).from(jobPreferences).where(eq(jobPreferences.userId, userId));
}

/** The user's work entries, in no set order (what an import compares against). */
export function listHeldWork(tx: Database, userId: number) {
  return tx.select().from(workExperiences).where(eq(workExperiences.userId, userId));
}

/** The user's schooling, in no set order (what an import compares against). */
export function listHeldEducation(tx: Database, userId: number) {
  return tx.select().from(educations).where(eq(educations.userId, userId));
}

/** The user's skills' values and sort positions, in no set order. */
export function listHeldSkills(tx: Database, userId: number) {
  return tx.select({ value: userSkills.value, sort: userSkills.sort }).from(userSkills).where(eq(userSkills.userId, userId));
}

export async function insertSkill(tx: Database, values: typeof userSkills.$inferInsert): Promise<void> {
  await tx.insert(userSkills).values(values);
}

