import type { z } from 'zod';
import type { loginAnswerSchema } from '@/lib/schemas/auth';
import type { Database } from '../db/client';
import { insertKnownDevice, knownDeviceExists, setUserColumns } from '../db/queries/accounts';
import type { users } from '../db/schema';
import { toSessionUser } from '../domain/session-user';
import { AppError } from '../http/app-error';
import { createSession } from './sessions';
import * as apiCode from '@/lib/schemas/api-codes';

type UserRow = typeof users.$inferSelect;

/** Suspended accounts cannot log in by any means (403, 41044). */
export function assertCanLogIn(user: UserRow): void {
  if (user.status === 'suspended') throw new AppError(apiCode.accountSuspended);
}

/** Remembers a device the user proved to own, so a password login from it needs no safety code. */
export async function rememberDevice(db: Database, userId: number, deviceUuid: string | null | undefined): Promise<void> {
  if (!deviceUuid) return;
  await insertKnownDevice(db, userId, deviceUuid);
}

export async function isKnownDevice(db: Database, userId: number, deviceUuid: string | null | undefined): Promise<boolean> {
  if (!deviceUuid) return false;
  return knownDeviceExists(db, userId, deviceUuid);
}

export interface IssueLoginOptions {
  now: Date;
  deviceUuid?: string | null;
  source?: string | null;
  isNewAccount?: boolean;
}

/**
 * The end of every successful login or registration: a new session, the device remembered,
 * the last-login time, and the answer of core spec §3 (session user, session_id and whether a
 * profile update is required). The token appears in this answer only.
 */
export async function issueLogin(
  db: Database,
  user: UserRow,
  options: IssueLoginOptions,
): Promise<z.infer<typeof loginAnswerSchema>> {
  assertCanLogIn(user);
  const token = await createSession(db, {
    userId: user.id,
    kind: 'user',
    deviceUuid: options.deviceUuid,
    source: options.source,
    now: options.now,
  });
  await rememberDevice(db, user.id, options.deviceUuid);
  await setUserColumns(db, user.id, { lastLoginAt: options.now });
  return {
    ...toSessionUser(user, { isNewAccount: options.isNewAccount }),
    session_id: token,
    is_profile_update_required: user.isProfileUpdateRequired,
  };
}
