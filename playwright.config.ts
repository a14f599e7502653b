import { defineConfig, devices } from '@playwright/test';
import { platformPort, platformUrl, webPort } from './e2e/ports';
import { identityHashKey, oidcClient, oidcIdentityClient, oidcIssuer, oidcPort } from './e2e/support/oidc-settings.mjs';
import { siteGuideSeenCookies } from './e2e/support/site-guide';
import { smtpSinkUrl, smtpUrl } from './e2e/support/smtp-settings.mjs';
import { translationsAdminToken, translationsRevalidateSeconds } from './e2e/support/translations-settings';

const e2eDataDir = process.env.E2E_PGLITE_DIR ?? '/tmp/hireloop-e2e-pg';

/**
 * e2e against the production build (`next build` must have run) and a platform on a fresh
 * embedded database, in Debian's Chromium: Playwright cannot download browsers here.
 */
export default defineConfig({
  testDir: './e2e',
  // Two spec files at a time, each file's tests in order. On two cores one worker left the CPU 45%
  // idle (pages, polls and waits): layout.spec.ts alone took 6.2 min with one and 4.2 with two, and
  // the whole suite 23.9 min with two, all 175 passing (38 min with one, on a faster machine).
  // Specs make their own users, so files share only the seeded data.
  fullyParallel: false,
  workers: 2,
  // One retry on CI: a test that fails twice fails the run; one that passes on its retry is listed
  // as flaky in the report for the next session to chase.
  retries: process.env.CI ? 1 : 0,
  // A hang guard, not a speed check. On the 2026-11-28 (session 11) machine the whole suite ran
  // 35.5 instead of ~20 minutes and two tests that render a section in three languages at two
  // widths with axe passed 60 s (each attempt); tests that need longer still set their own.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // Each spec file's time at the end (e2e/support/file-times-reporter.ts): where the minutes go.
  reporter: [['list'], ['./e2e/support/file-times-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://ph.localhost:${webPort}`,
    // Recorded on a retry only: recording every first attempt (DOM snapshots and a screencast of
    // each action) kept the Chromium browser processes and the test workers busy through the run:
    // in 4 minutes of a full run, 37 s of CPU in the two browser processes and 31 s in the two
    // workers, against 32 s for the web server (docs/decisions/0078). A test that fails twice
    // still leaves the trace of its second failure.
    trace: 'on-first-retry',
    // Every context, the ones specs open with browser.newContext() too, starts as a browser that
    // has closed the first-visit site guide; e2e/site-guide.spec.ts clears it to see the guide.
    storageState: { cookies: siteGuideSeenCookies, origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /translations\.spec\.ts/ },
    // Changes strings every page shows (e2e/translations.spec.ts): only once the others are done.
    {
      name: 'translations',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /translations\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // Mail the platform sends over SMTP, kept for the specs to read (e2e/accounts.spec.ts).
      command: 'node e2e/support/smtp-sink.mjs',
      url: `${smtpSinkUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
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
        SMTP_URL: smtpUrl,
        // Links in messages (magic links) point at this run's web server.
        WEB_ORIGIN_PATTERN: `http://{key}.localhost:${webPort}`,
        // Google sign-in against the local OpenID provider below (e2e/social.spec.ts).
        SOCIAL_GOOGLE_ISSUER: oidcIssuer,
        SOCIAL_GOOGLE_CLIENT_ID: oidcClient.client_id,
        SOCIAL_GOOGLE_CLIENT_SECRET: oidcClient.client_secret,
        // Identity verification (Singapore) against the same provider (e2e/verification.spec.ts).
        IDENTITY_SG_ISSUER: oidcIssuer,
        IDENTITY_SG_CLIENT_ID: oidcIdentityClient.client_id,
        IDENTITY_SG_CLIENT_SECRET: oidcIdentityClient.client_secret,
        IDENTITY_ID_HASH_KEY: identityHashKey,
        // Runtime translations changed through the admin call (e2e/translations.spec.ts).
        TRANSLATIONS_ADMIN_TOKEN: translationsAdminToken,
      },
    },
    {
      command: 'node e2e/support/oidc-provider.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        E2E_OIDC_PORT: String(oidcPort),
        OIDC_REDIRECT_URIS: `http://ph.localhost:${webPort}/session/social/google/callback`,
        OIDC_IDENTITY_REDIRECT_URIS: `http://sg.localhost:${webPort}/session/identity/callback`,
      },
    },
    {
      // The production shape: Next.js behind the web's front server (docs/decisions/0086).
      command: `node scripts/web.mjs -p ${webPort}`,
      url: `http://127.0.0.1:${webPort}/en-us/maintenance`,
      // API_URL: server-side calls (pages, /session/*) read it at run time, not from the build.
      // RUN_MODE=local: a local run of the production build, as `npm start` is (the mailbox page).
      // TRANSLATIONS_REVALIDATE_SECONDS: a changed string shows within a second (e2e/translations.spec.ts).
      env: {
        SITE_URL_PATTERN: `http://{key}.localhost:${webPort}`,
        API_URL: platformUrl,
        RUN_MODE: 'local',
        TRANSLATIONS_REVALIDATE_SECONDS: String(translationsRevalidateSeconds),
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
