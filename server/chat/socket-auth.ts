import type { Socket } from 'socket.io';
import { resolveSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { recruiterSessionCookieName, sessionCookieName } from '../http/authenticate';
import { type ChatParty, partyOfSession } from './party';

/** What a connected socket carries (socket.data). */
export interface SocketData {
  party: ChatParty;
  sessionId: number;
}

/**
 * An allowed-origin test from WEB_ORIGIN_PATTERN ('http://{key}.localhost:3000'): any country's
 * site, or the bare host without a country (the geo cookie picks one there).
 */
export function webOriginMatcher(pattern: string): (origin: string) => boolean {
  const escaped = pattern.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regex = new RegExp(`^${escaped.replace('\\{key\\}\\.', '(?:[a-z]{2,3}\\.)?').replaceAll('\\{key\\}', '[a-z]{2,3}')}$`, 'i');
  return (origin) => regex.test(origin);
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
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
export function socketAuthentication(db: Database, isAllowedOrigin: (origin: string) => boolean, clock: () => Date = () => new Date()) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const { headers } = socket.handshake;
      const origin = headers.origin;
      if (origin && !isAllowedOrigin(origin)) throw refusal(40005, 'This origin may not open the chat');
      const auth = (socket.handshake.auth ?? {}) as { token?: unknown; role?: unknown };
      const claimed = auth.role === 'recruiter' || auth.role === 'jobseeker' ? auth.role : null;
      const token =
        typeof auth.token === 'string'
          ? auth.token
          : cookieValue(headers.cookie, claimed === 'recruiter' ? recruiterSessionCookieName : sessionCookieName);
      if (!token || token.length > 200) throw refusal(40003, 'Credentials not provided');
      const session = await resolveSession(db, token, clock());
      if (session?.kind !== 'user') throw refusal(40003, 'Credentials not provided');
      if (claimed && claimed !== session.role) throw refusal(40005, 'No permission');
      const party = await partyOfSession(db, session);
      const data: SocketData = { party, sessionId: session.id };
      socket.data = data;
      next();
    } catch (error) {
      if (error instanceof AppError) return next(refusal(error.code, error.message));
      if (error instanceof Error && 'data' in error) return next(error);
      next(refusal(50001, 'Internal server error'));
    }
  };
}
