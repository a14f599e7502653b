import { findUserByEmail } from '../auth/accounts';
import { rememberDevice } from '../auth/login';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { forgetOtherDevices, setUserColumns } from '../db/queries/accounts';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { sendNotice } from './account-settings';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * POST /auth/reset-password once its code is checked and used up (core spec §4): the code must
 * have been sent to this email's account (else 41040, like a wrong code). Sets the password
 * (hasPassword true; the code also proves the email), ends every session of the account and
 * forgets every device but this one, then tells the owner by email.
 */
export async function resetPassword(
  db: Database,
  platform: { mailer: Mailer; log: Logger },
  ask: { email: string; codeUserId: number | null; newPassword: string; deviceUuid: string | null; now: Date; onSessionsEnded: (ids: number[]) => void },
): Promise<void> {
  const { email, now } = ask;
  const user = await findUserByEmail(db, email);
  if (!user || (ask.codeUserId !== null && ask.codeUserId !== user.id)) throw new AppError(apiCode.otpWrong);
  await setUserColumns(db, user.id, { passwordHash: await hashPassword(ask.newPassword), hasPassword: true, isEmailVerified: true, updatedAt: now });
  ask.onSessionsEnded(await revokeUserSessions(db, user.id, now));
  await forgetOtherDevices(db, user.id, ask.deviceUuid);
  await rememberDevice(db, user.id, ask.deviceUuid);
  await sendNotice(platform.mailer, platform.log, user, { to: email, template: 'password_changed', values: { name: user.firstName, family_name: user.lastName } });
}
