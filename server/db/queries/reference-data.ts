import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { jobFunctions, locations, refItems, regions } from '../schema';

/**
 * Reads of the reference data (`ref_items` lists, regions and locations, the `job_functions`
 * taxonomy): the configuration lists (server/domain/config-lists.ts), the checks that a profile's
 * references exist (server/domain/profile-references.ts) and a resume's labels
 * (server/resume/content.ts), and what the AI features read of a degree or an experience level
 * (server/domain/ai-facts.ts), moved as written (issue 34). The seed writes these tables (seed.ts).
 */

/** Every reference item, list by list in each list's order. */
export function listAllRefItems(db: Database) {
  return db.select().from(refItems).orderBy(asc(refItems.list), asc(refItems.sort), asc(refItems.id));
}

/** The items of these lists, in no set order. */
export function listRefItemsOf(db: Database, lists: string[]) {
  return db.select().from(refItems).where(inArray(refItems.list, lists));
}

/** Whether the list has an item of this id. */
export async function refItemExists(db: Database, list: string, id: number): Promise<boolean> {
  const rows = await db.select({ id: refItems.id }).from(refItems).where(and(eq(refItems.list, list), eq(refItems.id, id))).limit(1);
  return rows.length > 0;
}

/** Whether the list has an item of this key (keys are stored in lower case; the caller lowers it). */
export async function refItemKeyExists(db: Database, list: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: refItems.id })
    .from(refItems)
    .where(and(eq(refItems.list, list), eq(refItems.key, key)))
    .limit(1);
  return rows.length > 0;
}

/** The country's regions in their order. */
export function listRegionsOf(db: Database, countryKey: string) {
  return db.select().from(regions).where(eq(regions.countryKey, countryKey)).orderBy(asc(regions.sort));
}

/** The locations of these regions in their order. */
export function listLocationsOf(db: Database, regionIds: number[]) {
  return db
    .select()
    .from(locations)
    .where(inArray(locations.regionId, regionIds))
    .orderBy(asc(locations.sort), asc(locations.id));
}

export async function findLocation(db: Database, id: number): Promise<typeof locations.$inferSelect | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id)).limit(1);
  return row;
}

/** Whether the location exists, and lies in the country when one is given. */
export async function locationExists(db: Database, id: number, countryKey?: string | null): Promise<boolean> {
  const conditions = [eq(locations.id, id)];
  if (countryKey) conditions.push(eq(locations.countryKey, countryKey));
  const rows = await db.select({ id: locations.id }).from(locations).where(and(...conditions)).limit(1);
  return rows.length > 0;
}

/** The whole taxonomy: main functions, job functions, then job titles, each in its order. */
export function listAllJobFunctions(db: Database) {
  return db.select().from(jobFunctions).orderBy(asc(jobFunctions.level), asc(jobFunctions.sort), asc(jobFunctions.id));
}

/** Whether a job title (level 3) of this id exists. */
export async function functionTitleExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: jobFunctions.id })
    .from(jobFunctions)
    .where(and(eq(jobFunctions.id, id), inArray(jobFunctions.level, [3])))
    .limit(1);
  return rows.length > 0;
}

/** The labels of a degree (reference list `degrees`). */
export async function degreeLabels(db: Database, degreeId: number) {
  const [row] = await db
    .select({ labels: refItems.labels })
    .from(refItems)
    .where(and(eq(refItems.list, 'degrees'), inArray(refItems.id, [degreeId])));
  return row?.labels;
}

/** What an experience level holds beside its labels (its `minYears` and `maxYears`; reference list `xp_lvls`). */
export async function experienceLevelExtra(db: Database, levelId: number) {
  const [row] = await db
    .select({ extra: refItems.extra })
    .from(refItems)
    .where(and(eq(refItems.list, 'xp_lvls'), eq(refItems.id, levelId)));
  return row?.extra;
}
