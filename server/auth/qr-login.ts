import { type QrLoginRequestFacts, qrLoginRedeemWindowSeconds, qrLoginTtlSeconds } from '@/lib/schemas/qr-login';
import type { Database } from '../db/client';
import {
  confirmPendingQrLogin,
  deleteQrLoginsExpiredBefore,
  insertQrLogin,
  qrLoginByCode,
  qrLoginStateByBrowser,
  qrLoginStateByCode,
  redeemConfirmedQrLogin,
} from '../db/queries/qr-logins';
import { findUserById } from '../db/queries/users';
import type { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { describeBrowser } from './browser-label';
import { hashToken, randomToken } from './tokens';
import * as apiCode from '@/lib/schemas/api-codes';

type UserRow = typeof users.$inferSelect;

/** Finished or abandoned requests are kept this long after they expire, then deleted by the next creation. */
const keepAfterExpiryMs = 60 * 60 * 1000;

/**
 * A new QR login request (docs/decisions/0044): the code the QR shows and the waiting browser's
 * own secret, both random, both stored only as hashes.
 */
export async function createQrLoginRequest(db: Database, input: { now: Date; userAgent: string | null; siteKey: string }) {
  const code = randomToken();
  const browserSecret = randomToken();
  const expiresAt = new Date(input.now.getTime() + qrLoginTtlSeconds * 1000);
  await deleteQrLoginsExpiredBefore(db, new Date(input.now.getTime() - keepAfterExpiryMs));
  await insertQrLogin(db, {
    codeHash: hashToken(code),
    browserHash: hashToken(browserSecret),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    siteKey: input.siteKey,
    createdAt: input.now,
    expiresAt,
  });
  return { code, browserSecret, expiresAt };
}

/** What the confirming person is shown: labels from a fixed vocabulary, the site and the time, never the raw header. */
function factsOf(row: { userAgent: string | null; siteKey: string | null; createdAt: Date }): QrLoginRequestFacts {
  return { ...describeBrowser(row.userAgent), site: row.siteKey, requested_at: row.createdAt.toISOString() };
}

/** Why a request cannot be used: unknown (40004), expired (41600), already confirmed or redeemed (41601). */
function refusal(row: { status: string; expiresAt: Date } | undefined, now: Date, usable: string): AppError {
  if (!row) return AppError.notFound('QR login request');
  if (row.status !== usable) return new AppError(apiCode.qrCodeUsed);
  if (row.expiresAt <= now) return new AppError(apiCode.qrCodeExpired);
  return new AppError(apiCode.qrCodeUsed);
}

/**
 * The signed-in app confirms the code it scanned: the request becomes the user's, once, while it
 * is fresh. The browser then has a short window to collect the session.
 */
export async function confirmQrLogin(db: Database, input: { code: string; userId: number; now: Date }) {
  const codeHash = hashToken(input.code);
  const confirmed = await confirmPendingQrLogin(db, codeHash, {
    userId: input.userId,
    now: input.now,
    expiresAt: new Date(input.now.getTime() + qrLoginRedeemWindowSeconds * 1000),
  });
  if (confirmed) return factsOf(confirmed);
  throw refusal(await qrLoginStateByCode(db, codeHash), input.now, 'pending');
}

/**
 * The facts of a pending, fresh request, for the signed-in person to check before confirming.
 * Nothing changes; an unknown, expired or used code is refused as confirming it would be.
 */
export async function describeQrLogin(db: Database, input: { code: string; now: Date }): Promise<QrLoginRequestFacts> {
  const row = await qrLoginByCode(db, hashToken(input.code));
  if (row?.status === 'pending' && row.expiresAt > input.now) return factsOf(row);
  throw refusal(row, input.now, 'pending');
}

export type QrRedemption = { status: 'pending'; expiresAt: Date } | { status: 'confirmed'; user: UserRow };

/**
 * The waiting browser asks with its secret: still pending, or (once) the confirming user, whose
 * login the caller issues. Only the holder of the secret gets there; the code alone cannot.
 */
export async function redeemQrLogin(db: Database, input: { browserSecret: string; now: Date }): Promise<QrRedemption> {
  const browserHash = hashToken(input.browserSecret);
  const redeemedUserId = await redeemConfirmedQrLogin(db, browserHash, input.now);
  if (redeemedUserId) {
    const user = await findUserById(db, redeemedUserId);
    if (!user) throw AppError.notFound('QR login request');
    return { status: 'confirmed', user };
  }
  const row = await qrLoginStateByBrowser(db, browserHash);
  if (row?.status === 'pending' && row.expiresAt > input.now) return { status: 'pending', expiresAt: row.expiresAt };
  throw refusal(row, input.now, row?.status === 'pending' ? 'pending' : 'confirmed');
}
