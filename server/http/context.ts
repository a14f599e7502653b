import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** What every handler can read with `c.get(…)`. */
export interface AppVariables {
  requestId: string;
  log: Logger;
  db: Database;
  /** From the Country-Id header; the International site when absent. */
  country: Country;
  /** From the Language-Id header (or a language_code parameter); English when absent. */
  language: Language;
  /** The request's instant from the app's clock (fixed in tests, so seeded data does not age). */
  now: Date;
  /** The session token the request carried (Bearer or `sessionid` cookie), if any. */
  sessionToken: string | null;
  /** The live session that token names; null when absent, expired or revoked. */
  session: ResolvedSession | null;
  /** Set by `requireUser()`: the signed-in user. */
  userId: number;
  /** Sessions this request ended (a password or email change, a reset): their chat sockets close once it answers. */
  endedSessionIds?: number[];
}

export type AppEnv = { Variables: AppVariables };
