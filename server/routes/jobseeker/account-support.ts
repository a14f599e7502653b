import type { Context } from 'hono';
import type { AccountChanged } from '@/lib/schemas/account-settings';
import type { UserRow } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import type { ProofContext } from '../../auth/owner-proof';
import { appContext, bodyLanguage } from '../../auth/request-facts';
import { findProfileUser } from '../../domain/profile';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';

/** The signed-in user and what proving ownership needs, for the account-settings handlers. */
export async function accountContext<E extends AppEnv>(c: Context<E>, services: PlatformServices): Promise<ProofContext> {
  const app = appContext(c);
  const db = app.get('db');
  return {
    db,
    services,
    user: await findProfileUser(db, app.get('userId')),
    address: clientIp(app, services.trustedProxyHops),
    now: app.get('now'),
  };
}

/** The language a message to this user is written in: the body's language_code, else the account's. */
export function userMessageLanguage<E extends AppEnv>(c: Context<E>, user: UserRow, languageCode: string | undefined): string {
  return languageCode ? bodyLanguage(c, languageCode).slug : user.languageSlug;
}

/** What the settings page shows after a change. */
export function accountChanged(user: UserRow, otherSessionsEnded: number): AccountChanged {
  return {
    email: user.email,
    is_email_verify: user.isEmailVerified,
    phone_country_code: user.phoneCountryCode,
    phone_num: user.phoneNum,
    is_mobile_verified: user.isMobileVerified,
    has_password: user.hasPassword,
    other_sessions_ended: otherSessionsEnded,
  };
}

/** A unique key lost to a concurrent write (PostgreSQL 23505, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
