import type { Context } from 'hono';
import type { UserRow } from '../../auth/accounts';
import { clientIp } from '../../auth/client-ip';
import type { ProofContext } from '../../auth/owner-proof';
import { appContext, bodyLanguage, deviceUuidOf } from '../../auth/request-facts';
import type { ChangeRequest } from '../../domain/account-settings';
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

/** The request a change of the email or password comes from: its session and device stay signed in. */
export function changeRequest<E extends AppEnv>(context: Context<E>): ChangeRequest {
  const c = appContext(context);
  return {
    sessionId: c.get('session')?.id ?? null,
    deviceUuid: deviceUuidOf(c),
    log: c.get('log'),
    onSessionsEnded: (ids) => c.set('endedSessionIds', ids),
  };
}
