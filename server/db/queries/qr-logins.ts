import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { qrLoginRequests } from '../schema';

/**
 * QR login requests (`qr_login_requests`, docs/decisions/0044) in Drizzle's query builder, moved
 * from server/auth/qr-login.ts (issue 34). A request is found by the hash of its code (the app
 * that scanned it) or of its browser secret (the browser that waits).
 */

/** What the confirming person is shown of a request. */
const factColumns = { userAgent: qrLoginRequests.userAgent, siteKey: qrLoginRequests.siteKey, createdAt: qrLoginRequests.createdAt };

/** Deletes the requests that expired before `before`. */
export async function deleteQrLoginsExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(qrLoginRequests).where(lt(qrLoginRequests.expiresAt, before));
}

/** Stores a new request (its code and browser secret as hashes). */
export async function insertQrLogin(db: Database, request: typeof qrLoginRequests.$inferInsert): Promise<void> {
  await db.insert(qrLoginRequests).values(request);
}

/**
 * The pending, fresh request of this code becomes the user's, fresh until `expiresAt`; answers its
 * facts, or undefined when no such request was there.
 */
export async function confirmPendingQrLogin(db: Database, codeHash: string, confirm: { userId: number; now: Date; expiresAt: Date }) {
  const [confirmed] = await db
    .update(qrLoginRequests)
    .set({
      status: 'confirmed',
      userId: confirm.userId,
      confirmedAt: confirm.now,
      expiresAt: confirm.expiresAt,
    })
    .where(and(eq(qrLoginRequests.codeHash, codeHash), eq(qrLoginRequests.status, 'pending'), gt(qrLoginRequests.expiresAt, confirm.now)))
    .returning(factColumns);
  return confirmed;
}

/** The status and expiry of the request of this code. */
export async function qrLoginStateByCode(db: Database, codeHash: string) {
  const [row] = await db
    .select({ status: qrLoginRequests.status, expiresAt: qrLoginRequests.expiresAt })
    .from(qrLoginRequests)
    .where(eq(qrLoginRequests.codeHash, codeHash))
    .limit(1);
  return row;
}

/** The facts, status and expiry of the request of this code. */
export async function qrLoginByCode(db: Database, codeHash: string) {
  const [row] = await db
    .select({ ...factColumns, status: qrLoginRequests.status, expiresAt: qrLoginRequests.expiresAt })
    .from(qrLoginRequests)
    .where(eq(qrLoginRequests.codeHash, codeHash))
    .limit(1);
  return row;
}

/** The confirmed, fresh request of this browser is redeemed, once: answers the confirming user's id. */
export async function redeemConfirmedQrLogin(db: Database, browserHash: string, now: Date): Promise<number | null | undefined> {
  const [redeemed] = await db
    .update(qrLoginRequests)
    .set({ status: 'redeemed', redeemedAt: now })
    .where(and(eq(qrLoginRequests.browserHash, browserHash), eq(qrLoginRequests.status, 'confirmed'), gt(qrLoginRequests.expiresAt, now)))
    .returning({ userId: qrLoginRequests.userId });
  return redeemed?.userId;
}

/** The status and expiry of the request of this browser. */
export async function qrLoginStateByBrowser(db: Database, browserHash: string) {
  const [row] = await db
    .select({ status: qrLoginRequests.status, expiresAt: qrLoginRequests.expiresAt })
    .from(qrLoginRequests)
    .where(eq(qrLoginRequests.browserHash, browserHash))
    .limit(1);
  return row;
}
