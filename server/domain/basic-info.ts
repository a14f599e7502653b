import { type basicInfoPatchSchema, ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { emailUsedByOther, setUserColumns, updateUser } from '../db/queries/accounts';
import type { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { findProfileUser, loadProfile } from './profile';
import { firstDayOf } from './profile-records';
import { assertReferences } from './profile-references';
import { toSessionUser } from './session-user';
import * as apiCode from '@/lib/schemas/api-codes';

type Body = ReturnType<ReturnType<typeof basicInfoPatchSchema>['parse']>;
type Changes = Partial<typeof users.$inferInsert>;

/** The onboarding flags complete-profile clears (core spec §4). */
export const onboardingFlags = ['create_resume', 'free_resume', 'quick_upload', 'register_redirect'] as const;

/**
 * The email and phone a profile may set. The login email changes only in account settings,
 * with a proof and a code to the new address (issue 18 item 4); the profile may only add one
 * to an account that has none. A verified phone is a way to log in: it changes only in account
 * settings too (issue 30 item 3, docs/decisions/0065). The profile may set or change a phone
 * that is not verified; it stays unverified.
 */
async function contactChanges(db: Database, user: typeof users.$inferSelect, body: Body): Promise<Changes> {
  const changes: Changes = {};
  if (body.email !== undefined && body.email !== user.email) {
    if (user.email !== null) throw AppError.validation({ email: [ruleMessages.emailInSettings] });
    if (await emailUsedByOther(db, body.email, user.id)) throw new AppError(apiCode.emailTaken, { data: { errors: { email: [ruleMessages.emailTaken] } } });
    changes.email = body.email;
    changes.isEmailVerified = false;
  }
  if (body.phone_num !== undefined || body.phone_country_code !== undefined) {
    const prefix = body.phone_country_code ?? null;
    const national = body.phone_num ?? null;
    if (national !== user.phoneNum || prefix !== user.phoneCountryCode) {
      if (user.isMobileVerified) throw AppError.validation({ phone_num: [ruleMessages.phoneInSettings] });
      changes.phoneCountryCode = prefix;
      changes.phoneNum = national;
      changes.isMobileVerified = false;
      changes.phoneVerifiedSessionId = null;
    }
  }
  return changes;
}

/** PATCH /jobseeker/me: the fields sent change, the others stay; answers the whole profile. */
export async function updateBasicInfo(db: Database, userId: number, body: Body, now: Date) {
  await assertReferences(db, [
    { field: 'location_id', location: body.location_id },
    { field: 'xp_lvl_id', list: 'xp_lvls', id: body.xp_lvl_id },
    { field: 'job_seeking_status_id', list: 'job_seeking_statuses', id: body.job_seeking_status_id },
    { field: 'notice_period_id', list: 'notice_periods', id: body.notice_period_id },
  ]);
  const user = await findProfileUser(db, userId);
  const changes: Changes = { updatedAt: now, ...(await contactChanges(db, user, body)) };
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.birthdate !== undefined) changes.birthdate = body.birthdate;
  if (body.nationality !== undefined) changes.nationality = body.nationality;
  if (body.work_eligibility !== undefined) changes.workEligibility = [...new Set(body.work_eligibility)];
  if (body.location_id !== undefined) changes.locationId = body.location_id;
  if (body.address !== undefined) changes.address = body.address;
  if (body.xp_lvl_id !== undefined) changes.xpLvlId = body.xp_lvl_id;
  if (body.working_since !== undefined) changes.workingSince = body.working_since ? firstDayOf(body.working_since) : null;
  if (body.job_seeking_status_id !== undefined) changes.jobSeekingStatusId = body.job_seeking_status_id;
  if (body.notice_period_id !== undefined) changes.noticePeriodId = body.notice_period_id;
  if (body.user_identity_id !== undefined) changes.userIdentityId = body.user_identity_id;
  if (body.summary !== undefined) changes.summary = body.summary;
  if (body.is_open_to_work !== undefined) changes.isOpenToWork = body.is_open_to_work;
  await setUserColumns(db, userId, changes);
  return loadProfile(db, userId);
}

/** Step 5 of onboarding (core spec §4): completed, the update no longer required, flags cleared. */
export async function completeProfile(db: Database, userId: number, now: Date) {
  const user = await findProfileUser(db, userId);
  const flags = { ...(user.flags ?? {}) };
  for (const name of onboardingFlags) delete flags[name];
  const updated = await updateUser(db, userId, { isProfileCompleted: true, isProfileUpdateRequired: false, flags, updatedAt: now });
  if (!updated) throw AppError.notFound('User');
  return { ...toSessionUser(updated), is_profile_update_required: false };
}
