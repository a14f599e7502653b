import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { analyzeTables, vacuumAnalyze } from './db/queries/maintenance';
import { Redis } from 'ioredis';
import { redisRateLimiter } from './auth/redis-rate-limit';
import { createApp } from './app';
import { nodeServerOptions } from './http/early-answer';
import { warmLimitedWorkers } from './isolation/limited-work';
import { createSocialLogin } from './auth/social/client';
import { socialProviderSettings } from './auth/social/settings';
import { identityProviderSetting } from './identity/settings';
import { createIdentityVerifier } from './identity/verifier';
import { openDatabase } from './db/client';
import { describeDurability } from './db/durability';
import { countryKeys } from '@/lib/countries';
import { devSurfacesEnabled, runModeOf } from '@/lib/run-mode';
import { parseServerEnv } from './env';
import { createLogger } from './logger';
import { smtpMailer } from './mail/smtp';
import { createPlatformServices } from './platform-services';
import { openAiCompatibleProvider } from './ai/openai-compatible';
import { provisionRecruiterAccounts } from './auth/recruiter-accounts';
import { createChatHub } from './chat/hub';
import { webOriginMatcher } from './chat/socket-auth';
import { alertSchedules, alertTaskHandlers } from './alerts/task';
import { awayMailSchedules, awayMailTaskHandlers } from './away-mail/task';
import { schedules, taskHandlers } from './jobs';
import { createJobRunner } from './jobs/runner';
import { interviewTaskHandlers } from './interviews/reminder-task';
import { resumeParseTaskHandlers } from './resume-parsing/task';
import { keepPlatformOverridesFresh } from './domain/translations/platform-overrides';
import { preloadOpenJobs } from './search/open-jobs';
import { preloadVocabularies } from './search/spelling';
import { isSeeded, seedDatabase } from './seed';
import { insertMissingRefItems } from './seed/reference-data';
import { healthOnlyApp } from './roles/health-app';
import { assertPortFree, PortInUseError } from './roles/port';
import { FolderLockedError } from './db/folder-lock';
import { initSentry } from './sentry';
import { filesStorageOf } from './storage/s3';

const env = parseServerEnv();
const logger = createLogger(env.LOG_LEVEL);
initSentry(env.SENTRY_DSN, env.NODE_ENV);

const roles = env.PLATFORM_ROLES;
const has = (role: (typeof roles)[number]) => roles.includes(role);
logger.info({ roles }, 'platform roles');
/** A start that cannot go on (port taken, PGlite folder in use): its message alone, and exit 1. */
async function orStop<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (!(error instanceof PortInUseError || error instanceof FolderLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
// A used port fails the start before any database is opened or written (docs/decisions/0062).
await orStop(assertPortFree(env.PLATFORM_PORT, env.PLATFORM_HOST));
const handle = await orStop(openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR }));
// Several processes starting at once on PostgreSQL take turns: the first migrates and seeds.
await handle.alone(async () => {
  logger.info({ database: handle.kind }, 'migrating');
  await handle.migrate();
  // Which database promises what about an acknowledged write (docs/decisions/0029), said at every start.
  logger.info(await describeDurability(handle), 'database durability');
  if (!(await isSeeded(handle.db))) {
    const started = Date.now();
    logger.info({ jobsPerCountry: env.SEED_JOBS_PER_COUNTRY }, 'empty database: seeding');
    const counts = await seedDatabase(handle.db, {
      jobsPerCountry: env.SEED_JOBS_PER_COUNTRY,
      onProgress: (message) => logger.debug(message),
    });
    logger.info({ ...counts, ms: Date.now() - started }, 'seeded');
    // Index-only scans (search counts) need the visibility map a vacuum sets.
    await vacuumAnalyze(handle.db);
  } else if (handle.kind === 'pglite') {
    // PGlite runs no autovacuum: without fresh statistics the planner reads a whole country's jobs
    // instead of the search indexes (450 ms instead of 5 ms for a keyword at 200,000 jobs).
    await analyzeTables(handle.db);
  }
  // Reference lists added since this database was seeded (existing rows are kept).
  await insertMissingRefItems(handle.db);
  // Seeded recruiters answer chats with development credentials in a local run only (docs/decisions, recruiter accounts).
  if (runModeOf(env) === 'local') {
    const provisioned = await provisionRecruiterAccounts(handle.db, env.DEV_RECRUITER_PASSWORD);
    if (provisioned > 0) logger.info({ recruiters: provisioned }, 'recruiter accounts created');
  }
});

// Shared limits across platform processes need Redis; one process can keep them in the database.
const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
redis?.on('error', (error) => logger.error({ err: error }, 'redis error'));
const mailer = env.SMTP_URL ? smtpMailer({ db: handle.db, logger, url: env.SMTP_URL, from: env.MAIL_FROM }) : undefined;
logger.info(
  { mail: mailer ? 'smtp' : 'outbox', rateLimits: redis ? 'redis' : 'database', runMode: runModeOf(env), devSurfaces: devSurfacesEnabled(env) },
  'accounts services',
);

const services = createPlatformServices({
  db: handle.db,
  logger,
  filesDir: env.FILES_DIR,
  storage: filesStorageOf(env),
  devSurfaces: devSurfacesEnabled(env),
  mailer,
  limiter: redis ? redisRateLimiter(redis) : undefined,
  webOriginPattern: env.WEB_ORIGIN_PATTERN,
  trustedProxyHops: env.TRUSTED_PROXY_HOPS,
  ai:
    env.AI_BASE_URL && env.AI_MODEL
      ? openAiCompatibleProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS })
      : undefined,
});
logger.info({ ai: services.ai.name }, 'ai provider');
services.social = createSocialLogin(socialProviderSettings(env));
services.translationsAdminToken = env.TRANSLATIONS_ADMIN_TOKEN;
logger.info({ providers: services.social.configured() }, 'social login');
const identitySetting = identityProviderSetting(env);
if (identitySetting) services.identity = createIdentityVerifier(identitySetting);
logger.info({ identityVerification: identitySetting ? 'sg' : 'off' }, 'identity verification');
// Every role has the hub: the api and the worker emit chat events (to sockets in realtime
// processes, through the Redis adapter); only the realtime role serves sockets.
const chat = createChatHub({ db: handle.db, logger, redis, limiter: services.limiter, redisKey: env.REDIS_CHAT_KEY, isAllowedOrigin: webOriginMatcher(env.WEB_ORIGIN_PATTERN) });
logger.info({ chat: redis ? 'redis adapter' : 'single process', sockets: has('realtime') }, 'chat');
const app = has('api') ? createApp({ db: handle.db, logger, services, chat }) : healthOnlyApp(handle.db, roles);
const server = serve({ fetch: app.fetch, port: env.PLATFORM_PORT, hostname: env.PLATFORM_HOST, ...nodeServerOptions }, (info) => {
  logger.info({ url: `http://${info.address}:${info.port}`, roles }, 'platform listening');
});
// The web proxies /api here over kept-alive connections. Node closes an idle one after 5 s by
// default; when the proxy reused it at that moment, the browser got a bare 500 from the proxy
// (seen in e2e: a chat's messages "could not load"). Idle connections live longer here than any
// pause in a page's calls, so the proxy's reuse does not race the close.
(server as HttpServer).keepAliveTimeout = 65_000;
(server as HttpServer).headersTimeout = 66_000;
if (has('realtime')) chat.attach(server as HttpServer);
// Background work (server/jobs): a runner in every worker process; schedules run once across them.
const runner = has('worker')
  ? createJobRunner({
      db: handle.db,
      logger,
      handlers: { ...taskHandlers, ...interviewTaskHandlers(chat, services), ...alertTaskHandlers(services), ...awayMailTaskHandlers(services), ...resumeParseTaskHandlers(services) },
      schedules: [...schedules, ...alertSchedules, ...awayMailSchedules],
    })
  : null;
await runner?.start();
// The runtime translations of the mail and digests this process writes (docs/decisions/0082).
const stopTranslations = has('api') || has('worker') ? keepPlatformOverridesFresh(handle.db, logger) : () => {};
// A country's open jobs are copied into memory by its first search (docs/decisions/0057): copy
// them now, one country after another, so that no visitor waits for it.
// Untrusted file work runs in limited workers (docs/decisions/0060): ready them before the first upload or parse.
if (has('api') || has('worker')) warmLimitedWorkers();
if (has('api')) {
  // Then the vocabularies a misspelt keyword is corrected from (docs/decisions/0072).
  preloadOpenJobs(handle.db, countryKeys)
    .then(() => preloadVocabularies(handle.db, countryKeys))
    .catch((error: unknown) => logger.warn({ err: error }, 'open jobs or vocabularies not preloaded'));
}

async function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  await runner?.stop();
  stopTranslations();
  await chat.close();
  server.close();
  mailer?.close();
  redis?.disconnect();
  await handle.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
