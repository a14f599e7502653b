import { z } from 'zod';
import { checkDevSurfaces, runModeShape } from '@/lib/run-mode';
import { checkSocialEnv, socialEnvShape } from './auth/social/settings';
import { checkIdentityEnv, identityEnvShape } from './identity/settings';
import { isSplit, platformRolesSchema } from './roles/roles';

const schema = z.object({
  /** NODE_ENV, RUN_MODE (local | production) and DEV_SURFACES (lib/run-mode.ts). */
  ...runModeShape,
  /** What this process does: api, realtime, worker, comma-separated; unset: all three (server/roles/roles.ts). */
  PLATFORM_ROLES: platformRolesSchema,
  PLATFORM_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; when empty the embedded PGlite at PGLITE_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PGLITE_DIR: z.string().min(1).default('./data/pg'),
  /** Uploaded files (resumes, avatars, attachments) on local disk. */
  FILES_DIR: z.string().min(1).default('./data/files'),
  /** An S3-compatible store for uploaded files instead of FILES_DIR: set S3_BUCKET with the endpoint and keys (server/storage/s3.ts). */
  S3_ENDPOINT: z.url().optional().or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional().or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().regex(/^[\w./-]{0,100}$/, 'use letters, digits and . _ / -').default(''),
  /** Redis for shared rate limits and the socket.io adapter when several platform processes run. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Jobs per country generated when the embedded database is empty on first start. */
  SEED_JOBS_PER_COUNTRY: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SENTRY_DSN: z.url().optional().or(z.literal('').transform(() => undefined)),
  /** Outgoing mail over SMTP (smtp:// or smtps://, nodemailer's URL form); empty keeps mail in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From header of every email. */
  MAIL_FROM: z.string().min(3).default('Hireloop <no-reply@hireloop.localhost>'),
  /** The web site's origin per country for links in messages; {key} is the country key. */
  WEB_ORIGIN_PATTERN: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://{key}.example.com (no path)')
    .default('http://{key}.localhost:3000'),
  /** Prefix of the chat's Redis channels and keys (socket.io adapter, presence), so several deployments can share one Redis. */
  REDIS_CHAT_KEY: z.string().regex(/^[\w.:-]{1,64}$/, 'use letters, digits, . : _ or -').default('hireloop-chat'),
  /** The password of every seeded recruiter's development account (recruiter-<id>@recruiters.hireloop.localhost); never used in production. */
  DEV_RECRUITER_PASSWORD: z.string().min(8, 'must have at least 8 characters').max(128).default('recruit-dev-1234'),
  /**
   * The token of the translations admin calls (PUT/DELETE /translations/{lang}/messages/{key},
   * header X-Admin-Token; docs/decisions/0037). Unset: those calls are turned off (the CLI
   * `npm run i18n:set` still works against the database).
   */
  TRANSLATIONS_ADMIN_TOKEN: z
    .string()
    .min(32, 'must have at least 32 characters (openssl rand -hex 32)')
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Proxies in front of the platform that append to X-Forwarded-For (the web server: 1). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** An OpenAI-compatible chat-completions server for AI writing and analysis (OpenAI, Ollama, llama.cpp, vLLM); empty: the built-in writer (docs/decisions/0045). */
  AI_BASE_URL: z.url().optional().or(z.literal('').transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** Longest wait for the AI server's first piece, and between pieces (ms). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Social login: SOCIAL_<TYPE>_CLIENT_ID, _CLIENT_SECRET, _ISSUER per provider (server/auth/social/settings.ts). */
  ...socialEnvShape,
  /** Identity verification (Singapore): IDENTITY_SG_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _SCOPE, IDENTITY_ID_HASH_KEY (server/identity/settings.ts). */
  ...identityEnvShape,
})
  .superRefine((env, context) => {
    checkSocialEnv(env, context);
    checkIdentityEnv(env, context);
    checkDevSurfaces(env, context);
    if (env.AI_BASE_URL && !env.AI_MODEL) context.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is needed with AI_BASE_URL (e.g. gpt-4o-mini, llama3.1)' });
    if (isSplit(env.PLATFORM_ROLES)) {
      // The other roles run in other processes: they share the database and reach each other's sockets through Redis.
      if (!env.DATABASE_URL) context.addIssue({ code: 'custom', path: ['PLATFORM_ROLES'], message: 'split roles need several processes, which need PostgreSQL: set DATABASE_URL' });
      if (!env.REDIS_URL) context.addIssue({ code: 'custom', path: ['PLATFORM_ROLES'], message: 'split roles need REDIS_URL (chat events cross processes through Redis)' });
    }
    if (env.S3_BUCKET && !(env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY' });
    }
  });

export type ServerEnv = z.infer<typeof schema>;

/** Parses the environment and names every bad variable; the platform refuses to start otherwise. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid platform environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
