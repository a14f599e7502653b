import { type JobAlert, type JobAlertFrequency, type JobAlertSort, type JobAlertWireSearch, maxJobAlerts } from '@/lib/schemas/job-alerts';
import { countAlerts, insertAlert, unsubscribeAlert } from '../alerts/store';
import { newNonce, signingKey, verifyUnsubscribe } from '../alerts/unsubscribe-token';
import type { Database } from '../db/client';
import { userEmail } from '../db/queries/users';
import { AppError } from '../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';

/** Job alerts (docs/decisions/0033): the rules around a seeker's saved searches. */

/** A new alert, mailed to the account's address: an account without one is refused, and at most maxJobAlerts. */
export async function createJobAlert(
  db: Database,
  ask: { userId: number; countryKey: string; search: JobAlertWireSearch; frequency: JobAlertFrequency; sort?: JobAlertSort; timeZone: string; now: Date },
): Promise<JobAlert> {
  const { userId } = ask;
  const email = await userEmail(db, userId);
  if (!email) throw AppError.validation({ email: ['Add an email address to your account to get job alerts'] });
  if ((await countAlerts(db, userId)) >= maxJobAlerts) {
    throw AppError.validation({ _: [`You can keep at most ${maxJobAlerts} job alerts`] });
  }
  return insertAlert(db, {
    userId,
    countryKey: ask.countryKey,
    search: ask.search,
    frequency: ask.frequency,
    sort: ask.sort ?? 'newest',
    email,
    timeZone: ask.timeZone,
    nonce: newNonce(),
    now: ask.now,
  });
}

/** The one-click unsubscribe: the signed token is the proof, and it works once. */
export async function unsubscribeJobAlert(db: Database, token: string, now: Date): Promise<void> {
  const verified = verifyUnsubscribe(await signingKey(db), token);
  if (!verified) throw new AppError(apiCode.noPermission, { message: 'This unsubscribe link is not valid' });
  if (!(await unsubscribeAlert(db, verified.alertId, verified.nonce, newNonce(), now))) {
    throw new AppError(apiCode.notFound, { message: 'This unsubscribe link was already used or its alert was deleted' });
  }
}
