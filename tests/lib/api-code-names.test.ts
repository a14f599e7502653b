import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';
import { describeCode } from '@/lib/schemas/codes';

/**
 * The web names the platform's codes (lib/schemas/api-codes/) instead of repeating their numbers
 * (issue 34): a number in app/, components/ or services/ that is a catalogue code, outside
 * comments, is a code compared or sent by hand.
 */
const root = join(import.meta.dirname, '..', '..');
const folders = ['app', 'components', 'services'];

/** Block comments and line comments (not the `//` of a URL in a string) become blanks. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const isCatalogueCode = (value: number) => {
  try {
    describeCode(value);
    return true;
  } catch {
    return false;
  }
};

/** `file:line: text` for each raw catalogue number in the source. */
function rawCodes(file: string, source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/(?<![\w.])([45]\d{4})(?![\w.])/g)].filter((match) => isCatalogueCode(Number(match[1]))).map(() => `${file}:${index + 1}: ${line.trim()}`),
    );
}

describe('API codes by name', () => {
  it('finds a compared, switched or listed code, and passes names, comments and other numbers', () => {
    expect(rawCodes('a.ts', 'if (error.code === 41501) return;')).toHaveLength(1);
    expect(rawCodes('a.ts', '  case 40006:')).toHaveLength(1);
    expect(rawCodes('a.ts', 'const taken = new Set([41001, 41038]);')).toHaveLength(2);
    expect(rawCodes('a.ts', 'if (code >= 41348 && code <= 41415) x();')).toHaveLength(2);
    expect(rawCodes('a.ts', 'if (error.code === apiCode.alreadyApplied) return; // 41501')).toHaveLength(0);
    expect(rawCodes('a.ts', '/** 41170 past three */ const max = 30000; const port = 40000;')).toHaveLength(0);
  });

  it('no raw catalogue number in app/, components/ or services/', () => {
    const found = folders.flatMap((folder) =>
      sourceFiles(join(root, folder), /\.(ts|tsx)$/).flatMap((path) => rawCodes(path.slice(root.length + 1), readFileSync(path, 'utf8'))),
    );
    expect(found).toEqual([]);
  });
});
