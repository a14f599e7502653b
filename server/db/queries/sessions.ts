import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { sessions } from '../schema';

/**
 * Sessions (`sessions`) in Drizzle's query builder, moved from server/auth (issue 34). A session
 * is found by its token's hash; ending one sets `revoked_at`, the row stays.
 */

/** Stores a new session (its token as a hash). */
export async function insertSession(db: Database, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session of this token hash that has not expired by `now` nor been revoked. */
export async function liveSessionByTokenHash(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, kind: sessions.kind, role: sessions.role })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(sessions.revokedAt)))
    .limit(1);
  return row;
}

/** Ends one session. */
export async function revokeSessionById(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends every live session of the user but `keepSessionId` (all of them with null); answers the ended ones' ids. */
export async function revokeSessionsOfUser(db: Database, userId: number, now: Date, keepSessionId: number | null): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId !== null ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
