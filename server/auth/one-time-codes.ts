import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client';
import {
  codeByIdFor,
  codeUsedAt,
  deleteExpiredCodes,
  insertCode,
  markCodeUsed,
  newestCode,
  newestCodeId,
  reserveCodeTry,
  settleCodeTry,
} from '../db/queries/one-time-codes';
import type { oneTimeCodes } from '../db/schema';
import { AppError } from '../http/app-error';
import { hashToken, randomCode, randomToken } from './tokens';
import * as apiCode from '@/lib/schemas/api-codes';

/** What a code or link token is for; one purpose's code never opens another's door. */
export type CodePurpose =
  | 'login'
  | 'magic_link'
  | 'verify_email'
  | 'verify_phone'
  | 'reset_password'
  | 'safety'
  | 'account_choice'
  /** Account settings: proves the owner (a code to the current email), then confirms a new email or phone. */
  | 'confirm_account'
  | 'change_email'
  | 'change_phone';

/** Codes live 10 minutes, magic links 15 (mail can be slow), account choices 5 (one screen). */
export const codeTtlMs = 10 * 60_000;
export const magicLinkTtlMs = 15 * 60_000;
export const accountChoiceTtlMs = 5 * 60_000;
/** After this many wrong tries a code is dead, even for the right digits (answered as expired). */
export const maxWrongAttempts = 5;

type CodeRow = typeof oneTimeCodes.$inferSelect;

export interface IssueOptions {
  purpose: CodePurpose;
  /** The lower-cased email or the E.164 phone the code goes to. */
  target: string;
  userId?: number | null;
  now: Date;
  ttlMs?: number;
}

async function insertSecret(db: Database, options: IssueOptions, secret: string): Promise<CodeRow> {
  const { purpose, target, now } = options;
  // Expired codes of the same purpose and target are no use to anyone: keep the table small.
  await deleteExpiredCodes(db, purpose, target, now);
  const row = await insertCode(db, {
    purpose,
    target,
    userId: options.userId ?? null,
    codeHash: hashToken(secret),
    expiresAt: new Date(now.getTime() + (options.ttlMs ?? codeTtlMs)),
    createdAt: now,
  });
  if (!row) throw new Error('one-time code insert returned no row');
  return row;
}

/**
 * A new 6-digit code. Only its hash is stored; the newest code of a purpose and target is the
 * only one that counts, so asking again supersedes the earlier code.
 */
export async function issueCode(db: Database, options: IssueOptions): Promise<string> {
  const code = randomCode();
  await insertSecret(db, options, code);
  return code;
}

/**
 * A link token (magic link, account choice): the row id and 32 random bytes, `<id>.<secret>`,
 * so it is found by primary key and checked in constant time.
 */
export async function issueLinkToken(db: Database, options: IssueOptions): Promise<string> {
  const secret = randomToken(32);
  const row = await insertSecret(db, options, secret);
  return `${row.id}.${secret}`;
}

function sameHash(stored: string, secret: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(hashToken(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Marks a checked code used; a concurrent second use loses (41042). */
export async function consumeCode(db: Database, id: number, now: Date): Promise<void> {
  if (!(await markCodeUsed(db, id, now))) throw new AppError(apiCode.otpUsed);
}

export interface CheckOptions {
  purpose: CodePurpose;
  target: string;
  code: string;
  now: Date;
  /** Use the code up (a login, a reset); false only checks it (reset's verify step). */
  consume: boolean;
  /** When set, the code must have been issued to this account. */
  userId?: number;
}

export interface CheckedCode {
  id: number;
  userId: number | null;
}

/**
 * Checks a 6-digit code against the newest one of its purpose and target:
 * wrong → 41040, used → 41042, expired or dead after 5 wrong tries → 41043. A try is reserved
 * with an atomic increment before the digits are compared, so parallel guesses cannot get more
 * than 5 tries between them; a right code gives its try back.
 */
export async function checkCode(db: Database, options: CheckOptions): Promise<CheckedCode> {
  const { purpose, target, code, now } = options;
  const row = await newestCode(db, purpose, target);
  if (!row) throw new AppError(apiCode.otpWrong);
  const owned = options.userId === undefined || row.userId === options.userId;
  if (row.usedAt) throw new AppError(owned && sameHash(row.codeHash, code) ? apiCode.otpUsed : apiCode.otpWrong);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(apiCode.otpExpired);

  if (!(await reserveCodeTry(db, row.id, maxWrongAttempts))) {
    throw new AppError((await codeUsedAt(db, row.id)) ? apiCode.otpUsed : apiCode.otpExpired);
  }
  if (!owned || !sameHash(row.codeHash, code)) throw new AppError(apiCode.otpWrong);

  if (!(await settleCodeTry(db, row.id, options.consume ? now : null))) throw new AppError(apiCode.otpUsed);
  return { id: row.id, userId: row.userId };
}

export interface LinkToken {
  id: number;
  target: string;
  userId: number | null;
}

const linkTokenPattern = /^(\d{1,12})\.([\w-]{20,150})$/;

/**
 * Reads a link token without using it up: unknown or forged → 41040, used → 41042, expired or
 * superseded by a newer one → 41043. The caller consumes it with `consumeCode` once the rest
 * of the request is known to be good.
 */
export async function readLinkToken(db: Database, purpose: CodePurpose, token: string, now: Date): Promise<LinkToken> {
  const match = linkTokenPattern.exec(token);
  if (!match) throw new AppError(apiCode.otpWrong);
  const [, id, secret] = match as unknown as [string, string, string];
  const row = await codeByIdFor(db, Number(id), purpose);
  if (!row || !sameHash(row.codeHash, secret)) throw new AppError(apiCode.otpWrong);
  if (row.usedAt) throw new AppError(apiCode.otpUsed);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(apiCode.otpExpired);
  if ((await newestCodeId(db, purpose, row.target)) !== row.id) throw new AppError(apiCode.otpExpired);
  return { id: row.id, target: row.target, userId: row.userId };
}
