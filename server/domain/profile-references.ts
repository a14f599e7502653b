import { and, eq, inArray } from 'drizzle-orm';
import { ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { jobFunctions, locations, refItems } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * A profile field that points into reference data: a ref_items list (by id or, for
 * currencies, by key), a location, or a taxonomy job title. Null and undefined are "not set".
 */
export type Reference =
  | { field: string; list: string; id: number | null | undefined }
  | { field: string; list: string; key: string | null | undefined }
  | { field: string; location: number | null | undefined; countryKey?: string | null }
  | { field: string; functionTitle: number | null | undefined };

/**
 * Checks every reference at once; those that point nowhere are one 422 (40001) naming each
 * field, with the "choose one of the options" rule the form shows in the reader's language.
 */
export async function assertReferences(db: Database, references: Reference[]): Promise<void> {
  const failures = await Promise.all(references.map(async (ref) => ((await exists(db, ref)) ? null : ref.field)));
  const bad = failures.filter((field): field is string => field !== null);
  if (bad.length > 0) throw AppError.validation(Object.fromEntries(bad.map((field) => [field, [ruleMessages.choose]])));
}

async function exists(db: Database, ref: Reference): Promise<boolean> {
  if ('id' in ref) {
    if (ref.id === null || ref.id === undefined) return true;
    const rows = await db.select({ id: refItems.id }).from(refItems).where(and(eq(refItems.list, ref.list), eq(refItems.id, ref.id))).limit(1);
    return rows.length > 0;
  }
  if ('key' in ref) {
    if (!ref.key) return true;
    const rows = await db
      .select({ id: refItems.id })
      .from(refItems)
      .where(and(eq(refItems.list, ref.list), eq(refItems.key, ref.key.toLowerCase())))
      .limit(1);
    return rows.length > 0;
  }
  if ('location' in ref) {
    if (ref.location === null || ref.location === undefined) return true;
    const conditions = [eq(locations.id, ref.location)];
    if (ref.countryKey) conditions.push(eq(locations.countryKey, ref.countryKey));
    const rows = await db.select({ id: locations.id }).from(locations).where(and(...conditions)).limit(1);
    return rows.length > 0;
  }
  if (ref.functionTitle === null || ref.functionTitle === undefined) return true;
  const rows = await db
    .select({ id: jobFunctions.id })
    .from(jobFunctions)
    .where(and(eq(jobFunctions.id, ref.functionTitle), inArray(jobFunctions.level, [3])))
    .limit(1);
  return rows.length > 0;
}
