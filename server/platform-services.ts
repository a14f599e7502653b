import type { AiProvider } from './ai/provider';
import { builtinWriter } from './ai/builtin-writer';
import type { RateLimiter } from './auth/rate-limit';
import type { SocialLogin } from './auth/social/client';
import type { IdentityVerifier } from './identity/verifier';
import type { Mailer, SmsSender } from './mail/mailer';
import type { FileStorage } from './storage/files';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { databaseRateLimiter } from './auth/rate-limit';
import { outboxMailer, outboxSmsSender } from './mail/outbox';
import { diskStorage, memoryStorage } from './storage/files';

/**
 * What the routes use besides the database: mail and SMS, rate limits, file storage, the
 * social login providers. main.ts builds them from the environment; tests build their own.
 */
export interface PlatformServices {
  mailer: Mailer;
  /** Text messages (login and phone verification codes); the outbox unless a provider is plugged in. */
  sms: SmsSender;
  limiter: RateLimiter;
  storage: FileStorage;
  /**
   * Whether the development-only routes under /dev exist (a local run, lib/run-mode.ts); they
   * then still answer loopback clients only (server/http/dev-only.ts).
   */
  devSurfaces: boolean;
  /** The web site's origin for a country, for links in messages (magic links). */
  webOrigin(countryKey: string): string;
  /** How many proxies in front of the platform append to X-Forwarded-For (server/auth/client-ip.ts). */
  trustedProxyHops: number;
  /** The configured social login providers; absent: none (server/auth/social). */
  social?: SocialLogin;
  /** Identity verification through Singapore's national digital ID service; absent: off (server/identity). */
  identity?: IdentityVerifier;
  /** The token of the translations admin calls; absent: those calls are turned off (docs/decisions/0037). */
  translationsAdminToken?: string;
  /** AI writing and resume analysis: the built-in writer unless AI_BASE_URL names a server (docs/decisions/0045). */
  ai: AiProvider;
}

/** The web origin in development and tests: the country's `<key>.localhost` site. */
export const defaultWebOriginPattern = 'http://{key}.localhost:3000';

/** `{key}` in the pattern becomes the country key: 'https://{key}.hireloop.example' → 'https://ph.hireloop.example'. */
export function webOriginFromPattern(pattern: string): (countryKey: string) => string {
  return (countryKey) => pattern.replaceAll('{key}', countryKey).replace(/\/+$/, '');
}

export interface ServicesOptions {
  db: Database;
  logger: Logger;
  /** Where uploaded files go; absent keeps them in memory (tests). */
  filesDir?: string;
  /** A file store of its own (an S3-compatible bucket, server/storage/s3.ts); wins over filesDir. */
  storage?: FileStorage;
  devSurfaces?: boolean;
  /** Mail transport; the outbox when absent (main.ts passes the SMTP mailer when SMTP_URL is set). */
  mailer?: Mailer;
  /** An SMS provider; the outbox (channel 'sms') when absent. */
  sms?: SmsSender;
  /** Rate limits; the database when absent (main.ts passes the Redis limiter when REDIS_URL is set). */
  limiter?: RateLimiter;
  webOriginPattern?: string;
  trustedProxyHops?: number;
  /** The AI provider; the built-in writer when absent. */
  ai?: AiProvider;
}

/** The default services: database rate limits, the outbox for mail and SMS, local-disk files. */
export function createPlatformServices({
  db,
  logger,
  filesDir,
  storage,
  devSurfaces = false,
  mailer,
  sms,
  limiter,
  webOriginPattern = defaultWebOriginPattern,
  trustedProxyHops = 1,
  ai,
}: ServicesOptions): PlatformServices {
  return {
    mailer: mailer ?? outboxMailer(db, logger),
    sms: sms ?? outboxSmsSender(db, logger),
    limiter: limiter ?? databaseRateLimiter(db),
    storage: storage ?? (filesDir ? diskStorage(filesDir) : memoryStorage()),
    devSurfaces,
    webOrigin: webOriginFromPattern(webOriginPattern),
    trustedProxyHops,
    ai: ai ?? builtinWriter(),
  };
}
