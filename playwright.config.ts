import { defineConfig, devices } from '@playwright/test';
import { platformPort, platformUrl, webPort } from './e2e/ports';

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
    baseURL: `http://ph.localhost:${webPort}`,
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
      url: `${platformUrl}/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: {
        PGLITE_DIR: e2eDataDir,
        PLATFORM_PORT: String(platformPort),
        SEED_JOBS_PER_COUNTRY: '400',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
    },
    {
      command: `npx next start -p ${webPort}`,
      url: `http://127.0.0.1:${webPort}/en-us/maintenance`,
      env: { SITE_URL_PATTERN: `http://{key}.localhost:${webPort}` },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
