import type { z } from 'zod';
import type { Database } from '../db/client';
import { deleteOwnedPart, insertPart, type PartTable, updateOwnedPart } from '../db/queries/profile-parts';
import { findOwned } from './profile';

/**
 * One part of the profile a seeker edits row by row (core spec §7 Profile: work experiences,
 * educations, websites, languages): how a body becomes columns, what it must pass before a
 * write, and how a row is answered. Creating, updating and deleting take the same steps for
 * each, so they are written once here (decision 0087).
 */
export interface ProfilePart<T extends PartTable, S extends z.ZodType, Answer> {
  table: T;
  /** The name in the 404 for a missing row, or another user's (findOwned). */
  what: string;
  /** The create and update body (lib/schemas/jobseeker). */
  schema: S;
  columns: (body: z.infer<S>) => Omit<T['$inferInsert'], 'userId' | 'createdAt' | 'updatedAt'>;
  /** References and duplicates, before the write; `exceptId` is the row being updated. */
  check?: (db: Database, userId: number, body: z.infer<S>, exceptId?: number) => Promise<void>;
  /** The insert, where a plain one will not do (a unique key a parallel request may fill first). */
  insert?: (db: Database, values: T['$inferInsert']) => Promise<T['$inferSelect']>;
  answer: (row: T['$inferSelect']) => Answer;
}

type PartRules<T extends PartTable, S extends z.ZodType, Answer> = Omit<ProfilePart<T, S, Answer>, 'table' | 'what' | 'schema'>;

/** A part of its table, its 404 name and its body schema; the rules are typed by the schema. */
export function profilePart<T extends PartTable, S extends z.ZodType, Answer>(
  table: T,
  what: string,
  schema: S,
  rules: PartRules<T, S, Answer>,
): ProfilePart<T, S, Answer> {
  return { table, what, schema, ...rules };
}

/** Months chosen in the form are months: a year-alone import becomes month-precise when edited. */
export const monthPrecise = { periodFromYearOnly: false, periodToYearOnly: false } as const;

interface Write<S extends z.ZodType> {
  userId: number;
  body: z.infer<S>;
  now: Date;
}

export async function createPart<T extends PartTable, S extends z.ZodType, Answer>(db: Database, part: ProfilePart<T, S, Answer>, write: Write<S>): Promise<Answer> {
  const { userId, body, now } = write;
  await part.check?.(db, userId, body);
  const values = { userId, ...part.columns(body), createdAt: now, updatedAt: now } as T['$inferInsert'];
  const row = part.insert ? await part.insert(db, values) : await insertPart(db, part.table, values);
  return part.answer(row);
}

/** Another user's row is the same 404 as a missing one, found before the body is checked. */
export async function updatePart<T extends PartTable, S extends z.ZodType, Answer>(
  db: Database,
  part: ProfilePart<T, S, Answer>,
  id: number,
  write: Write<S>,
): Promise<Answer> {
  const { userId, body, now } = write;
  await findOwned(db, part.table, id, userId, part.what);
  await part.check?.(db, userId, body, id);
  const values = { ...part.columns(body), updatedAt: now } as Partial<T['$inferInsert']>;
  return part.answer(await updateOwnedPart(db, part.table, { id, userId }, values));
}

export async function deletePart(db: Database, part: { table: PartTable; what: string }, id: number, userId: number) {
  await findOwned(db, part.table, id, userId, part.what);
  await deleteOwnedPart(db, part.table, { id, userId });
  return { id, deleted: true as const };
}
