import type { Socket } from 'socket.io';
import { resolveSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { recruiterSessionCookieName, sessionCookieName } from '../http/authenticate';
import { type ChatParty, partyOfSession } from './party';
import { cookieValue } from '@/lib/cookies';
import * as apiCode from '@/lib/schemas/api-codes';

/** What a connected socket carries (socket.data). */
export interface SocketData {
  party: ChatParty;
  sessionId: number;
}

/** The headers of a handshake that say which site it came through. */
export interface HandshakeRoute {
  host?: string;
  'x-forwarded-host'?: string;
  'x-forwarded-proto'?: string;
}

/** Which origin may open a socket through `route`. */
export type OriginCheck = (origin: string, route: HandshakeRoute) => boolean;

const lastOf = (value: string | undefined) => value?.split(',').at(-1)?.trim().toLowerCase() || undefined;

/**
 * An allowed-origin test from WEB_ORIGIN_PATTERN ('http://{key}.localhost:3000'): the origin is
 * one of the web's sites (a country's, or the bare host where the geo cookie picks one) AND
 * exactly the site the handshake came through (issue 30): the web's /api/socket.io proxy names
 * the host the browser asked for in X-Forwarded-Host, a TLS proxy in front the scheme in
 * X-Forwarded-Proto (else the pattern's). So a sibling country's page, the bare host or another
 * scheme cannot open a socket through ph's site, as `/api` refuses their writes.
 */
export function webOriginMatcher(pattern: string): OriginCheck {
  const escaped = pattern.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regex = new RegExp(`^${escaped.replace('\\{key\\}\\.', '(?:[a-z]{2,3}\\.)?').replaceAll('\\{key\\}', '[a-z]{2,3}')}$`, 'i');
  const patternScheme = pattern.toLowerCase().startsWith('https:') ? 'https' : 'http';
  return (origin, route) => {
    if (!regex.test(origin)) return false;
    const host = lastOf(route['x-forwarded-host']) ?? lastOf(route.host);
    const scheme = lastOf(route['x-forwarded-proto']) ?? patternScheme;
    return host !== undefined && origin.toLowerCase() === `${scheme}://${host}`;
  };
}

/** A refused handshake: the client's connect_error carries `data: { code }`. */
function refusal(code: number, message: string): Error & { data: { code: number } } {
  return Object.assign(new Error(message), { data: { code } });
}

/**
 * The socket handshake's authentication (docs/decisions, chat socket): a browser's `Origin`
 * must be one of the web's (no cross-site websocket hijacking), and the session is the one the
 * HttpOnly cookie names, as on every /api call; non-browser clients send `auth: { token }`. A
 * recruiter page says `auth: { role: 'recruiter' }` and uses its own cookie; a role that the
 * session does not have is refused.
 */
export function socketAuthentication(db: Database, isAllowedOrigin: OriginCheck, clock: () => Date = () => new Date()) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const { headers } = socket.handshake;
      const origin = headers.origin;
      if (origin && !isAllowedOrigin(origin, headers as HandshakeRoute)) throw refusal(apiCode.noPermission, 'This origin may not open the chat');
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; role?: unknown };
      const claimed = auth.role === 'recruiter' || auth.role === 'jobseeker' ? auth.role : null;
      const token =
        typeof auth.token === 'string'
          ? auth.token
          : cookieValue(headers.cookie, claimed === 'recruiter' ? recruiterSessionCookieName : sessionCookieName);
      if (!token || token.length > 200) throw refusal(apiCode.noCredentials, 'Credentials not provided');
      const session = await resolveSession(db, token, clock());
      if (session?.kind !== 'user') throw refusal(apiCode.noCredentials, 'Credentials not provided');
      if (claimed && claimed !== session.role) throw refusal(apiCode.noPermission, 'No permission');
      const party = await partyOfSession(db, session);
      const data: SocketData = { party, sessionId: session.id };
      socket.data = data;
      next();
    } catch (error) {
      if (error instanceof AppError) return next(refusal(error.code, error.message));
      if (error instanceof Error && 'data' in error) return next(error);
      next(refusal(apiCode.serverError, 'Internal server error'));
    }
  };
}
