import { type Context, Hono } from 'hono';
import { basicInfoPatchSchema, profileQuerySchema } from '@/lib/schemas/jobseeker';
import { isoDay } from '@/lib/schemas/jobseeker-rules';
import { accountSettings } from '../../domain/account-settings';
import { completeProfile, updateBasicInfo } from '../../domain/basic-info';
import { loadProfile } from '../../domain/profile';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget, validate } from '../../http/validate';

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
    const body = parseOrThrow(basicInfoPatchSchema(isoDay(c.get('now'))), await readTarget(c, 'json'));
    return ok(c, await updateBasicInfo(c.get('db'), c.get('userId'), body, c.get('now')));
  });

  routes.get('/account-setting', requireUser(), async (c) => ok(c, await accountSettings(c.get('db'), c.get('userId'))));

  // Step 5 of onboarding (core spec §4), at both documented paths.
  const completeProfileAnswer = async (c: Context<AppEnv>) => ok(c, await completeProfile(c.get('db'), c.get('userId'), c.get('now')));
  routes.post('/complete-profile', requireUser(), completeProfileAnswer);
  routes.post('/jobseekers/complete-profile', requireUser(), completeProfileAnswer);
  return routes;
}
