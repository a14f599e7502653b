// The run command: build the web app when its sources are newer than the build, then start the
// platform (which migrates, and seeds an empty database) and the web server, and print the URLs.
import { buildPlatform } from './build-platform.mjs';
import { run, startAll, waitFor } from './processes.mjs';
import { webBuildIsStale } from './web-build.mjs';

if (webBuildIsStale()) {
  console.info('Building the web app…');
  await run('npx', ['next', 'build']);
}

// Production runs the platform compiled (a few seconds; scripts/build-platform.mjs), not through tsx.
console.info(`Built the platform in ${await buildPlatform()} ms.`);

const port = process.env.PORT ?? '3000';
// A local run of the production build (lib/run-mode.ts): the development mailbox answers browsers
// on this machine only (DEV_SURFACES=false hides it). A deployment starts both processes itself,
// without RUN_MODE=local, and then cannot turn the mailbox on.
const local = { RUN_MODE: process.env.RUN_MODE || 'local' };
const stop = startAll([
  { name: 'platform', command: process.execPath, args: ['--enable-source-maps', 'dist/server/main.js'], env: { NODE_ENV: 'production', ...local } },
  // Next.js behind the web's front server (scripts/web.mjs, docs/decisions/0086).
  { name: 'web', command: process.execPath, args: ['scripts/web.mjs', '-p', port], env: local },
]);

try {
  console.info('Starting the platform (the first start seeds the embedded database; about a minute)…');
  await waitFor(`http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4000}/health`, 10 * 60_000);
  await waitFor(`http://127.0.0.1:${port}/en-us/maintenance`, 120_000);
} catch (error) {
  console.error(error.message);
  stop(1);
}
// What an answered write survives (docs/decisions/0029); the platform logs the same from its settings.
const durability = process.env.DATABASE_URL
  ? 'Database: PostgreSQL (DATABASE_URL). Answered writes survive a crash or kill of the platform, and a power cut with fsync on.'
  : `Database: embedded PGlite in ${process.env.PGLITE_DIR || './data/pg'}. Answered writes survive a crash or kill of the platform, but not a power cut or\nOS crash (PGlite does not flush to disk). For that, set DATABASE_URL to a PostgreSQL database.`;
console.info(`
Hireloop is running. Open a country site (any <country>.localhost works in Chromium-based browsers and Firefox):
  http://ph.localhost:${port}/en-us    Philippines, English
  http://jp.localhost:${port}/ja-jp    Japan, Japanese
  http://ae.localhost:${port}/ar-ae    United Arab Emirates, Arabic
  http://localhost:${port}/            International
Platform API: http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4000}/health — Ctrl+C stops both.
Recruiters (to answer chats): recruiter-<recruiterId>@recruiters.hireloop.localhost, password ${process.env.DEV_RECRUITER_PASSWORD || 'recruit-dev-1234'}
  (a job's recruiter id: curl -s -H 'Country-Id: ph' http://127.0.0.1:${process.env.PLATFORM_PORT ?? 4000}/job/<jobId> | jq .data.recruiter.id;
  the job id ends the job page's URL. Answer as them at http://ph.localhost:${port}/en-us/dev/recruiter).
${durability}
`);
