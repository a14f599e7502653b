import type { RateLimiter } from './auth/rate-limit';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/files';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { databaseRateLimiter } from './auth/rate-limit';
import { outboxMailer } from './mail/outbox';
import { diskStorage, memoryStorage } from './storage/files';

/**
 * What the routes use besides the database: mail and SMS, rate limits, file storage, the
 * social login providers. main.ts builds them from the environment; tests build their own.
 */
export interface PlatformServices {
  mailer: Mailer;
  limiter: RateLimiter;
  storage: FileStorage;
  /** Whether GET /dev/mailbox serves the outbox (never in production). */
  devMailbox: boolean;
}


export interface ServicesOptions {
  db: Database;
  logger: Logger;
  /** Where uploaded files go; absent keeps them in memory (tests). */
  filesDir?: string;
  devMailbox?: boolean;
}

/** The default services: database rate limits, the outbox, local-disk files. */
export function createPlatformServices({ db, logger, filesDir, devMailbox = false }: ServicesOptions): PlatformServices {
  return {
    mailer: outboxMailer(db, logger),
    limiter: databaseRateLimiter(db),
    storage: filesDir ? diskStorage(filesDir) : memoryStorage(),
    devMailbox,
  };
}
