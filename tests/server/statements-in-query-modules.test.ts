import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsByLine, sourceFiles } from '../support/source-files';

/**
 * The platform's statements live in the query modules (server/db/queries, decisions 0087 and
 * 0089): a file anywhere else under server/ that executes a statement, types rows by hand
 * (`rowsOf<…>`, the one cast from a driver's result to a row type) or builds one with Drizzle's
 * query builder on the database or a transaction (`db.select(`, `tx.insert(`, `db.query.…`, also
 * over a chain's line breaks) fails here. Transactions stay with their callers. The database's
 * own plumbing (the row cast itself, named prepared statements, the client, migrations) is the
 * floor the query modules stand on.
 */
const plumbing = new Set(['server/db/rows.ts', 'server/db/named-statement.ts', 'server/db/client.ts', 'server/db/migrate-cli.ts']);

/** What in one file's text executes a statement or types its rows: each finding names its line. */
function statementsIn(text: string): string[] {
  const found = findingsByLine(text, [
    [/\.execute\(/, '.execute('],
    [/^(?!\s*import\b).*\bexecuteNamed\(/, 'executeNamed('],
    [/\browsOf\s*</, 'rowsOf<…>'],
  ]);
  if (/import\s*\{[^}]*\browsOf\b[^}]*\}\s*from/.test(text)) found.push('imports rowsOf');
  const builder = /(?:\b(?:db|tx|trx|database)|\.get\(\s*['"]db['"]\s*\))\s*\.\s*(select|selectDistinct|insert|update|delete|query)\b/g;
  for (const match of text.matchAll(builder)) found.push(`${text.slice(0, match.index).split('\n').length}: .${match[1]} on the database`);
  return found;
}

describe('statements and row types live in server/db/queries', () => {
  it('finds a statement where it is written (the check itself)', () => {
    expect(statementsIn("import { rowsOf } from '../db/rows';")).toEqual(['imports rowsOf']);
    expect(statementsIn('const rows = rowsOf<{ id: number }>(await db.execute(sql`select 1`));')).toEqual(['1: .execute(', '1: rowsOf<…>']);
    expect(statementsIn("const [row] = await executeNamed(db, 'fit-load', statement);")).toEqual(['1: executeNamed(']);
    expect(statementsIn('const [user] = await db.select().from(users).where(eq(users.id, id));')).toEqual(['1: .select on the database']);
    expect(statementsIn('await tx\n  .delete(knownDevices)\n  .where(x);')).toEqual(['1: .delete on the database']);
    expect(statementsIn("const row = await c.get('db').query.users.findFirst();")).toEqual(['1: .query on the database']);
    // A local helper that happens to share the name, a call of a query function and a transaction are not statements.
    expect(statementsIn('const rowsOf = (side: Item[]) => side.length;\nconst jobs = await listSavedJobs(db, id);')).toEqual([]);
    expect(statementsIn('await db.transaction(async (tx) => removeSavedJob(tx, id));\nconst url = new URL(x).searchParams.delete(key);')).toEqual([]);
  });

  it('no file outside the query modules and the database plumbing executes SQL, types rows by hand or builds a statement', () => {
    const files = sourceFiles(join(process.cwd(), 'server'), /\.tsx?$/).map((file) => relative(process.cwd(), file));
    const checked = files.filter((file) => !file.startsWith('server/db/queries/') && !file.startsWith('server/db/migrations/') && !plumbing.has(file));
    expect(checked.length).toBeGreaterThan(200);
    const offenders = checked.map((file) => ({ file, found: statementsIn(readFileSync(file, 'utf8')) })).filter(({ found }) => found.length > 0);
    expect(offenders).toEqual([]);
  });
});
