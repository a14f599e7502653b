import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findingsByLine, sourceFiles } from '../support/source-files';

/**
 * Routes parse, validate and call domain functions; SQL lives in the query modules
 * (server/db/queries, decision 0087). A file under server/routes/ that writes a `sql` template,
 * calls `.execute(` or imports drizzle-orm's `sql` fails here; so does one that reaches the
 * database through Drizzle's query builder: it imports drizzle-orm, imports a table from
 * server/db/schema as a value (`import type` names a row type only), or calls `select`,
 * `insert`, `update`, `delete` or `transaction` on the database or a transaction.
 */
const root = join(process.cwd(), 'server/routes');

const sourcesUnder = (folder: string) => sourceFiles(folder, /\.tsx?$/);

/** What in one file's text is SQL: each finding names its line. */
function sqlIn(text: string): string[] {
  const found = findingsByLine(text, [
    [/\bsql(<[^`]*>)?`/, 'sql template'],
    [/\.execute\(/, '.execute('],
  ]);
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]drizzle-orm['"]/g)) {
    const names = (match[1] ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    if (names.includes('sql')) found.push('imports sql from drizzle-orm');
  }
  return found;
}

/** The line of a character offset, for a finding that may span lines (a chained call). */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** What in one file's text is data access through the query builder: each finding names its line. */
function queryBuilderIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    const [, typeOnly, names = '', source = ''] = match;
    const line = lineAt(text, match.index);
    if (/^drizzle-orm(\/|$)/.test(source)) found.push(`${line}: imports ${source}`);
    const everyNameAType = /^\{[^}]*\}$/.test(names) && names.slice(1, -1).split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim()));
    if (/(^|\/)db\/schema$/.test(source) && !typeOnly && !everyNameAType) found.push(`${line}: imports the schema's tables`);
  }
  // `db.insert(`, `tx.delete(`, and the same on `c.get('db')`, over line breaks in a chain.
  const receiver = String.raw`(?:\b(?:db|tx)|\.get\(\s*['"]db['"]\s*\))`;
  const call = new RegExp(String.raw`${receiver}\s*\.\s*(select|selectDistinct|insert|update|delete|transaction)\s*\(`, 'g');
  for (const match of text.matchAll(call)) found.push(`${lineAt(text, match.index)}: .${match[1]}( on the database`);
  return found;
}

describe('server/routes holds no SQL', () => {
  it('finds SQL where it is written (the check itself)', () => {
    expect(sqlIn("import { eq, sql } from 'drizzle-orm';")).toEqual(['imports sql from drizzle-orm']);
    expect(sqlIn('await db.execute(sql`select 1`)')).toEqual(['1: sql template', '1: .execute(']);
    expect(sqlIn('db.select({ n: sql<number>`count(*)` })')).toEqual(['1: sql template']);
    expect(sqlIn("import { and, eq } from 'drizzle-orm';\nconst x = await listSavedJobs(db, id);")).toEqual([]);
  });

  it('finds the query builder where it is used (the check itself)', () => {
    expect(queryBuilderIn("import { and, eq } from 'drizzle-orm';")).toEqual(['1: imports drizzle-orm']);
    expect(queryBuilderIn("import { alias } from 'drizzle-orm/pg-core';")).toEqual(['1: imports drizzle-orm/pg-core']);
    expect(queryBuilderIn("import { users } from '../../db/schema';")).toEqual(["1: imports the schema's tables"]);
    expect(queryBuilderIn("import { type files, users } from '../../db/schema';")).toEqual(["1: imports the schema's tables"]);
    expect(queryBuilderIn("import type { users } from '../../db/schema';\nimport { type files } from '../../db/schema';")).toEqual([]);
    expect(queryBuilderIn('const [row] = await db.select().from(users);')).toEqual(['1: .select( on the database']);
    expect(queryBuilderIn('await tx.delete(userSkills).where(x);')).toEqual(['1: .delete( on the database']);
    expect(queryBuilderIn("const [file] = await c\n  .get('db')\n  .insert(files)\n  .values(v);")).toEqual(['2: .insert( on the database']);
    expect(queryBuilderIn('await db.transaction(async (tx) => {});')).toEqual(['1: .transaction( on the database']);
    // A route's own methods and a domain call are not data access.
    expect(queryBuilderIn("new Hono().delete('/x', h).patch('/y', h);\nawait deletePart(c.get('db'), part, id, userId);")).toEqual([]);
  });

  it('no route file writes SQL, executes a statement or imports sql', () => {
    const files = sourcesUnder(root);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .map((file) => ({ file: relative(process.cwd(), file), found: sqlIn(readFileSync(file, 'utf8')) }))
      .filter(({ found }) => found.length > 0);
    expect(offenders).toEqual([]);
  });
});

describe('server/routes holds no query builder', () => {
  it('no route file imports drizzle-orm or the schema, or builds a statement on the database', () => {
    const offenders = sourcesUnder(root)
      .map((file) => ({ file: relative(process.cwd(), file), found: queryBuilderIn(readFileSync(file, 'utf8')) }))
      .filter(({ found }) => found.length > 0);
    expect(offenders).toEqual([]);
  });
});
