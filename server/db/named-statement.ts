import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes (only its parameters do) as a named prepared
 * statement on PostgreSQL: each pooled connection parses and analyses it once, and the server
 * may keep a generic plan, instead of doing both on every call. A large statement asked on every
 * page (fit's, docs/decisions/0081) spends most of its time there. `name` must stay with one
 * text: node-postgres refuses the same name with another. On PGlite, a plain statement.
 */
export async function executeNamed(db: Database, name: string, statement: SQL): Promise<{ rows: unknown[] }> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const query = dialect.sqlToQuery(statement);
    return client.query({ name, text: query.sql, values: query.params });
  }
  return db.execute(statement) as Promise<{ rows: unknown[] }>;
}

/** A list of integer ids as one parameter (`= any(…)`), so the statement's text is the same for any count. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
