import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

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
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          globalSetup: ['tests/setup/database-snapshots.ts'],
          // next-intl imports 'next/server' without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/setup/dom.ts'],
          // Above Testing Library's 5 s wait (tests/setup/dom.ts), so a wait that gives up says why.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
