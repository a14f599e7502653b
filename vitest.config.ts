import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Node test files that change what other files would see if they shared a module registry:
 * module mocks, stubbed environment or globals, a reset registry, fake timers, spies. They run
 * isolated (a fresh registry each); the rest share one per worker (docs/decisions/0059). Read
 * from the files themselves, so a new test that mocks is isolated without anyone listing it.
 */
const sharesState = /\bvi\.(mock|doMock|unmock|hoisted|stubEnv|stubGlobal|resetModules|useFakeTimers|setSystemTime|spyOn)\b/;
function nodeTestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return nodeTestFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}
const isolatedNodeTests = nodeTestFiles(join(root, 'tests')).filter((file) => sharesState.test(readFileSync(join(root, file), 'utf8')));
const nodeProject = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/node.ts'],
  globalSetup: ['tests/setup/database-snapshots.ts'],
  // next-intl imports 'next/server' without an extension; let Vite resolve it.
  server: { deps: { inline: ['next-intl'] } },
  // Hang guards, not speed checks: `npm test` runs this suite beside the PostgreSQL suite and the
  // build (docs/decisions/0078), so a file can wait on a busy core for longer than alone.
  testTimeout: 60_000,
  hookTimeout: 240_000,
};

export default defineConfig({
  resolve: {
    alias: {
      '@': root.replace(/\/$/, ''),
      // Next.js enforces server-only at build time; in tests the guard has nothing to guard.
      'server-only': `${root}tests/support/empty.ts`,
    },
  },
  test: {
    // Vitest leaves one core to itself by default: one worker on a two-core machine. The workers
    // are what is busy (each file imports the platform and starts its own database), so every core
    // runs one: the unit suite took 499 s with two workers (docs/decisions/0056; CI's last run
    // with one, on another machine, 923 s).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          ...nodeProject,
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: isolatedNodeTests,
          // One module registry per worker, not per file: importing the platform anew for every
          // file was most of the suite's time (tests/server: 470 s isolated, 234 s shared, here).
          // Every file still makes its own platform and database (docs/decisions/0059).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...nodeProject, name: 'node-isolated', include: isolatedNodeTests },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          // Above Testing Library's 5 s wait (tests/setup/dom.ts), so a wait that gives up says why.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
