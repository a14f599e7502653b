import { defineConfig, devices } from '@playwright/test';

const e2eDataDir = process.env.E2E_PGLITE_DIR ?? '/tmp/hireloop-e2e-pg';

/**
 * e2e against the production build (`next build` must have run) and a platform on a fresh
 * embedded database, in Debian's Chromium: Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: 'http://ph.localhost:3000',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `rm -rf ${e2eDataDir} && node --import tsx server/main.ts`,
      url: 'http://127.0.0.1:4000/health',
      timeout: 300_000,
      reuseExistingServer: false,
      env: { PGLITE_DIR: e2eDataDir, SEED_JOBS_PER_COUNTRY: '400', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    },
    {
      command: 'npx next start -p 3000',
      url: 'http://127.0.0.1:3000/en-us/maintenance',
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
