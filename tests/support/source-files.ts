import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every source file under `dir` (full paths), for the tests that read the tree's own code. */
export function sourceFiles(dir: string, names: RegExp = /\.(ts|tsx|mjs)$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path, names);
    return names.test(entry.name) ? [path] : [];
  });
}

/** `<line>: <label>` for each line of `text` that a rule's pattern finds, in line order. */
export function findingsByLine(text: string, rules: ReadonlyArray<readonly [RegExp, string]>): string[] {
  return text.split('\n').flatMap((line, index) => rules.filter(([pattern]) => pattern.test(line)).map(([, label]) => `${index + 1}: ${label}`));
}
