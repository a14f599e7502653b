import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

/**
 * Components and pages call the service layer; they are never handed an HTTP client, nor name
 * one (issue 34, docs/decisions/0090): which library is behind the calls, and which of the
 * browser's instances a screen uses, is services/' business. Tests answer through MSW instead of
 * injecting a client. Read from the source, comments included, as `grep -rn` would.
 */
const root = join(import.meta.dirname, '..', '..');
const clientType = /\b(PlatformClient|AxiosInstance)\b|from ['"]axios['"]/;

/** `file:line: text` for each line of components/ and app/ that names an HTTP client. */
function clientMentions(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (clientType.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('components and pages hold no HTTP client', () => {
  it('finds a client type or an axios import where one is written', () => {
    expect(clientType.test("export function X({ http }: { http: PlatformClient }) {")).toBe(true);
    expect(clientType.test("import type { AxiosInstance } from 'axios';")).toBe(true);
    expect(clientType.test("import axios from 'axios';")).toBe(true);
    expect(clientType.test('const list = await listAttachedResumes(browserHttp());')).toBe(false);
  });

  it('components/ and app/ never name PlatformClient or AxiosInstance, nor import axios', () => {
    expect(clientMentions([...sourceFiles(join(root, 'components')), ...sourceFiles(join(root, 'app'))])).toEqual([]);
  });
});
