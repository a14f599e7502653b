import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The floors and the direction of imports (docs/architecture.md): app → components → services →
 * lib; web/ (the Next and Node request plumbing) beside services/; server/ on lib/ only; lib/ runs
 * anywhere, so it imports no Node builtin. Read from the import statements of the source, so a new
 * file that breaks a rule fails here.
 */
const root = join(import.meta.dirname, '..');
const floors = ['app', 'components', 'services', 'lib', 'web', 'web-server', 'server', 'i18n'];

interface Edge {
  file: string;
  target: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** What a module imports, as written: static and dynamic imports and re-exports. */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** Static and dynamic imports and re-exports, as a path from the repository root. */
function importsOf(file: string, source: string): Edge[] {
  return specifiersOf(source)
    .filter((spec) => spec.startsWith('@/') || spec.startsWith('.'))
    .map((spec) => ({ file, target: spec.startsWith('@/') ? spec.slice(2) : relative(root, join(root, dirname(file), spec)) }));
}

/** The Node builtins a module imports (`node:net`, or the bare `fs`, `crypto/…`), type-only ones included. */
function nodeImports(source: string): string[] {
  return specifiersOf(source).filter((spec) => spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0] ?? ''));
}

const edges = floors.flatMap((floor) => sourceFiles(floor).flatMap((file) => importsOf(file, readFileSync(join(root, file), 'utf8'))));
const floorOf = (path: string) => path.split('/')[0] ?? '';


/** `file → target` for every import from `from` into one of `into`. */
function crossings(list: Edge[], from: string, into: string[]): string[] {
  return list.filter((edge) => floorOf(edge.file) === from && into.includes(floorOf(edge.target))).map((edge) => `${edge.file} → ${edge.target}`);
}

/** Feature folders under components/ that import each other, directly or around a loop. */
function featureCycles(list: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of list) {
    const [fromFloor, from] = file.split('/');
    const [toFloor, to] = target.split('/');
    if (fromFloor !== 'components' || toFloor !== 'components' || !from || !to || from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  // Tarjan's strongly connected components: a component of more than one folder is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import rules', () => {
  it('reads static, dynamic and relative imports, and finds a loop of folders', () => {
    const found = importsOf('components/a/x.tsx', "import { y } from '@/components/b/y';\nconst z = import('../c/z');\nimport './x.css';");
    expect(found.map((edge) => edge.target)).toEqual(['components/b/y', 'components/c/z', 'components/a/x.css']);
    const loop = [
      { file: 'components/a/x.ts', target: 'components/b/y' },
      { file: 'components/b/y.ts', target: 'components/c/z' },
      { file: 'components/c/z.ts', target: 'components/a/w' },
      { file: 'components/c/z.ts', target: 'components/d/v' },
    ];
    expect(featureCycles(loop)).toEqual([['a', 'b', 'c']]);
    expect(crossings([{ file: 'lib/x.ts', target: 'services/y' }], 'lib', ['services'])).toEqual(['lib/x.ts → services/y']);
    const node = "import { isIP } from 'node:net';\nimport type { Readable } from 'stream';\nimport fs from 'fs/promises';\nimport { z } from 'zod';\nimport { a } from './net';";
    expect(nodeImports(node)).toEqual(['node:net', 'stream', 'fs/promises']);
  });

  it('lib/ is code that runs anywhere: it imports no services/, components/, app/, web/ or server/', () => {
    expect(crossings(edges, 'lib', ['services', 'components', 'app', 'web', 'web-server', 'server'])).toEqual([]);
  });

  it('lib/ imports no Node builtin: what needs Node lives on the web server (web/, web-server/, services/) or the platform', () => {
    const files = sourceFiles('lib').filter((file) => nodeImports(readFileSync(join(root, file), 'utf8')).length > 0);
    expect(files).toEqual([]);
  });

  it('services/ imports no components/, app/ or web/', () => {
    expect(crossings(edges, 'services', ['components', 'app', 'web'])).toEqual([]);
  });

  it('web/ and components/ import no app/; web/ no components/', () => {
    expect(crossings(edges, 'components', ['app', 'web'])).toEqual([]);
    expect(crossings(edges, 'web', ['app', 'components'])).toEqual([]);
  });

  it('the platform (server/) imports none of the web: app/, components/, services/, web/, web-server/', () => {
    expect(crossings(edges, 'server', ['app', 'components', 'services', 'web', 'web-server'])).toEqual([]);
  });

  it('the front server (web-server/, docs/decisions/0086) stands on lib/ and web/ only, and nothing but its start imports it', () => {
    expect(crossings(edges, 'web-server', ['app', 'components', 'services', 'server'])).toEqual([]);
    expect(edges.filter((edge) => floorOf(edge.target) === 'web-server' && floorOf(edge.file) !== 'web-server').map((edge) => edge.file)).toEqual([]);
  });

  it('feature folders under components/ import each other one way only', () => {
    expect(featureCycles(edges)).toEqual([]);
  });
});
