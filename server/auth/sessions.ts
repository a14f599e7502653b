import type { Database } from '../db/client';
import { insertSession, liveSessionByTokenHash, revokeSessionById, revokeSessionsOfUser } from '../db/queries/sessions';
import { dropPhoneVerifiedBy } from './phone-proof';
import { hashToken, randomToken } from './tokens';

/** Sessions last 30 days (ARCHITECTURE; the `user` cookie lives as long). */
export const sessionTtlMs = 30 * 24 * 60 * 60 * 1000;

export interface ResolvedSession {
  id: number;
  /** null for a guest session. */
  userId: number | null;
  kind: 'user' | 'guest';
  /** Which side the session speaks for: a seeker (Role-Id 1) or a recruiter (Role-Id 2). */
  role: SessionRole;
}

export type SessionRole = 'jobseeker' | 'recruiter';

export interface NewSession {
  userId: number | null;
  kind: 'user' | 'guest';
  /** jobseeker unless a recruiter logs in (POST /auth/recruiters/login). */
  role?: SessionRole;
  deviceUuid?: string | null;
  source?: string | null;
  now: Date;
}

/** Creates a session and returns its token; only the token's hash is stored. */
export async function createSession(db: Database, session: NewSession): Promise<string> {
  const token = randomToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: session.userId,
    kind: session.kind,
    role: session.role ?? 'jobseeker',
    deviceUuid: session.deviceUuid ?? null,
    source: session.source ?? null,
    createdAt: session.now,
    expiresAt: new Date(session.now.getTime() + sessionTtlMs),
  });
  return token;
}

/** The live session a token names, or null when it is unknown, expired or revoked. */
export async function resolveSession(db: Database, token: string, now: Date): Promise<ResolvedSession | null> {
  const row = await liveSessionByTokenHash(db, hashToken(token), now);
  if (!row) return null;
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind === 'guest' ? 'guest' : 'user',
    role: row.role === 'recruiter' ? 'recruiter' : 'jobseeker',
  };
}

/** Ends one session (log out). */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await revokeSessionById(db, sessionId, now);
}

/** Ends every session of a user (password reset, suspension), and a phone one of them verified; answers their ids (the chat closes their sockets). */
export async function revokeUserSessions(db: Database, userId: number, now: Date): Promise<number[]> {
  const ids = await revokeSessionsOfUser(db, userId, now, null);
  await dropPhoneVerifiedBy(db, userId, ids, now);
  return ids;
}
