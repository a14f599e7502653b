import { type Context, Hono } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { basicInfoPatchSchema, profileQuerySchema, ruleMessages } from '@/lib/schemas/jobseeker';
import { isoDay } from '@/lib/schemas/jobseeker-rules';
import { users } from '../../db/schema';
import { findProfileUser, loadProfile } from '../../domain/profile';
import { firstDayOf } from '../../domain/profile-records';
import { assertReferences } from '../../domain/profile-references';
import { toSessionUser } from '../../domain/session-user';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget, validate } from '../../http/validate';
import * as apiCode from '@/lib/schemas/api-codes';

/** The onboarding flags complete-profile clears (core spec §4). */
export const onboardingFlags = ['create_resume', 'free_resume', 'quick_upload', 'register_redirect'] as const;

/**
 * GET and PATCH /jobseeker/me, GET /account-setting and complete-profile. The core spec lists
 * complete-profile as `POST jobseekers/complete-profile` under Profile; it answers at that
 * documented path and at /jobseeker/complete-profile alike (docs/decisions/0018).
 */
export function meRoutes() {
  const routes = new Hono<AppEnv>();

  // `source` (web or mobile_web) is checked; both get the whole profile.
  routes.get('/me', requireUser(), validate('query', profileQuerySchema, 'query'), async (c) => ok(c, await loadProfile(c.get('db'), c.get('userId'))));

  routes.patch('/me', requireUser(), async (c) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const now = c.get('now');
    const body = parseOrThrow(basicInfoPatchSchema(isoDay(now)), await readTarget(c, 'json'));
    await assertReferences(db, [
      { field: 'location_id', location: body.location_id },
      { field: 'xp_lvl_id', list: 'xp_lvls', id: body.xp_lvl_id },
      { field: 'job_seeking_status_id', list: 'job_seeking_statuses', id: body.job_seeking_status_id },
      { field: 'notice_period_id', list: 'notice_periods', id: body.notice_period_id },
    ]);
    const user = await findProfileUser(db, userId);
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: now };
    if (body.email !== undefined && body.email !== user.email) {
      // The login email changes only in account settings, with a proof and a code to the new
      // address (issue 18 item 4); the profile may only add one to an account that has none.
      if (user.email !== null) throw AppError.validation({ email: [ruleMessages.emailInSettings] });
      const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, body.email), ne(users.id, userId))).limit(1);
      if (taken) throw new AppError(apiCode.emailTaken, { data: { errors: { email: [ruleMessages.emailTaken] } } });
      changes.email = body.email;
      changes.isEmailVerified = false;
    }
    if (body.phone_num !== undefined || body.phone_country_code !== undefined) {
      const prefix = body.phone_country_code ?? null;
      const national = body.phone_num ?? null;
      // A verified phone is a way to log in: it changes only in account settings, with a proof
      // and a code to the new number (issue 30 item 3, docs/decisions/0065). The profile may set
      // or change a phone that is not verified; it stays unverified.
      if (national !== user.phoneNum || prefix !== user.phoneCountryCode) {
        if (user.isMobileVerified) throw AppError.validation({ phone_num: [ruleMessages.phoneInSettings] });
        changes.phoneCountryCode = prefix;
        changes.phoneNum = national;
        changes.isMobileVerified = false;
        changes.phoneVerifiedSessionId = null;
      }
    }
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
    await db.update(users).set(changes).where(eq(users.id, userId));
    return ok(c, await loadProfile(db, userId));
  });

  routes.get('/account-setting', requireUser(), async (c) => {
    const user = await findProfileUser(c.get('db'), c.get('userId'));
    return ok(c, {
      email: user.email,
      is_email_verify: user.isEmailVerified,
      phone_country_code: user.phoneCountryCode,
      phone_num: user.phoneNum,
      is_mobile_verified: user.isMobileVerified,
      has_password: user.hasPassword,
      notice_period_id: user.noticePeriodId,
      is_open_to_work: user.isOpenToWork,
      is_subscribe: user.isSubscribe,
      language_slug: user.languageSlug,
    });
  });

  // Step 5 of onboarding (core spec §4): completed, the update no longer required, flags cleared.
  const completeProfile = async (c: Context<AppEnv>) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const user = await findProfileUser(db, userId);
    const flags = { ...(user.flags ?? {}) };
    for (const name of onboardingFlags) delete flags[name];
    const [updated] = await db
      .update(users)
      .set({ isProfileCompleted: true, isProfileUpdateRequired: false, flags, updatedAt: c.get('now') })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw AppError.notFound('User');
    return ok(c, { ...toSessionUser(updated), is_profile_update_required: false });
  };
  routes.post('/complete-profile', requireUser(), completeProfile);
  routes.post('/jobseekers/complete-profile', requireUser(), completeProfile);
  return routes;
}
