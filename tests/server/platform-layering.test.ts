import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 34, layering: the platform imports no module of the web's i18n/ (its loader, routing,
 * request config). The list of message features both read is lib/message-catalogues.ts; the
 * platform reads the web's message files as data (docs/decisions/0082).
 */
const serverDir = fileURLToPath(new URL('../../server/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the platform’s imports', () => {
  it('reach no module of the web’s i18n/', () => {
    const files = sources(serverDir);
    expect(files.length).toBeGreaterThan(100);
    const offending = files.filter((file) => /(from|import)\s*\(?\s*['"](@\/i18n\/|(\.\.\/)+i18n\/)/.test(readFileSync(file, 'utf8')));
    expect(offending.map((file) => file.slice(serverDir.length))).toEqual([]);
  });
});
