import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Routes parse, validate and call domain functions; SQL lives in the query modules
 * (server/db/queries, decision 0087). A file under server/routes/ that writes a `sql` template,
 * calls `.execute(` or imports drizzle-orm's `sql` fails here.
 */
const root = join(process.cwd(), 'server/routes');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What in one file's text is SQL: each finding names its line. */
function sqlIn(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/\bsql(<[^`]*>)?`/.test(line)) found.push(`${index + 1}: sql template`);
    if (/\.execute\(/.test(line)) found.push(`${index + 1}: .execute(`);
  });
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]drizzle-orm['"]/g)) {
    const names = (match[1] ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    if (names.includes('sql')) found.push('imports sql from drizzle-orm');
  }
  return found;
}

describe('server/routes holds no SQL', () => {
  it('finds SQL where it is written (the check itself)', () => {
    expect(sqlIn("import { eq, sql } from 'drizzle-orm';")).toEqual(['imports sql from drizzle-orm']);
    expect(sqlIn('await db.execute(sql`select 1`)')).toEqual(['1: sql template', '1: .execute(']);
    expect(sqlIn('db.select({ n: sql<number>`count(*)` })')).toEqual(['1: sql template']);
    expect(sqlIn("import { and, eq } from 'drizzle-orm';\nconst x = await listSavedJobs(db, id);")).toEqual([]);
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
