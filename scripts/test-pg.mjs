// Runs the platform suite again against PostgreSQL (DATABASE_URL, default the local server).
// Only the files that can see the engine: those that start the test platform
// (tests/support/platform.ts), whose database is PostgreSQL when DATABASE_URL is set. The rest
// (pure functions, PGlite-only processes, a suite that always uses PostgreSQL) would check the
// same thing a second time; `npm run test:unit` runs them once (docs/decisions/0073).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const usesTestPlatform = /from '(\.\.\/)+support\/platform'/;
function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const files = testFiles('tests/server')
  .filter((file) => usesTestPlatform.test(readFileSync(file, 'utf8')))
  .sort();

const url = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', '--project', 'node', '--project', 'node-isolated', ...files], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
