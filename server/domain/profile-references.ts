import { ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { functionTitleExists, locationExists, refItemExists, refItemKeyExists } from '../db/queries/reference-data';
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
    return refItemExists(db, ref.list, ref.id);
  }
  if ('key' in ref) {
    if (!ref.key) return true;
    return refItemKeyExists(db, ref.list, ref.key.toLowerCase());
  }
  if ('location' in ref) {
    if (ref.location === null || ref.location === undefined) return true;
    return locationExists(db, ref.location, ref.countryKey);
  }
  if (ref.functionTitle === null || ref.functionTitle === undefined) return true;
  return functionTitleExists(db, ref.functionTitle);
}
