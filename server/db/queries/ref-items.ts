import { and, eq } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { refItems } from '../schema';

/**
 * Reference items (the config lists) joined into a select under their list's name: the job page
 * and the company page label a company's industry and size from the same lists.
 */
export const industries = alias(refItems, 'industries');
export const companySizes = alias(refItems, 'company_sizes');

/** The join of the reference item of `list` whose id is in `column`. */
export const refJoin = (list: string, table: { list: AnyPgColumn; id: AnyPgColumn }, column: AnyPgColumn) =>
  and(eq(table.list, list), eq(table.id, column));
