import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { jobPreferenceBodySchema } from '@/lib/schemas/jobseeker';
import type { Database } from '../../db/client';
import { jobPreferences } from '../../db/schema';
import { assertNotLastPreference, assertPreferenceFits, lockUser } from '../../domain/job-preferences';
import { findOwned, listJobPreferences } from '../../domain/profile';
import { toJobPreference } from '../../domain/profile-records';
import { assertReferences } from '../../domain/profile-references';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

type Body = ReturnType<typeof jobPreferenceBodySchema.parse>;

function columns(body: Body) {
  return {
    jobTitle: body.job_title,
    functionJobTitleId: body.function_job_title_id,
    industryId: body.industry_id,
    jobTypeId: body.job_type_id,
    workArrangement: body.work_arrangement,
    locationId: body.location_id,
    countryKey: body.country_key,
    currency: body.currency.toLowerCase(),
    salaryFrom: body.salary_from,
    salaryTo: body.salary_to,
    workTimezone: body.work_timezone,
    workLanguageId: body.work_language_id,
  };
}

/** Every id the preference points at exists; an overseas location lies in the chosen country. */
async function checkReferences(db: Database, body: Body) {
  await assertReferences(db, [
    { field: 'industry_id', list: 'industries', id: body.industry_id },
    { field: 'job_type_id', list: 'job_types', id: body.job_type_id },
    { field: 'currency', list: 'currencies', key: body.currency },
    { field: 'work_language_id', list: 'spoken_languages', id: body.work_language_id },
    { field: 'function_job_title_id', functionTitle: body.function_job_title_id },
    { field: 'location_id', location: body.location_id, countryKey: body.country_key },
  ]);
}

const what = 'Job preference';

/**
 * /jobseeker/job-preferences (core spec §7 Profile): a list, create, read, update and delete.
 * At most 3 remote (41262) and 3 on-site or hybrid (41263); the last cannot be deleted (41341).
 * Counting and writing happen under a lock on the user, so parallel requests respect them.
 */
export function jobPreferenceRoutes() {
  const body = validate('json', jobPreferenceBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/job-preferences', requireUser(), async (c) => ok(c, { job_preferences: await listJobPreferences(c.get('db'), c.get('userId')) }))
    .post('/job-preferences/create', requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const input = c.get('body');
      await checkReferences(db, input);
      const now = c.get('now');
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await assertPreferenceFits(tx, userId, input.work_arrangement);
        const [created] = await tx.insert(jobPreferences).values({ userId, ...columns(input), createdAt: now, updatedAt: now }).returning();
        return created as typeof jobPreferences.$inferSelect;
      });
      return ok(c, toJobPreference(row), 201);
    })
    .get(`/job-preferences/:id{${idPattern}}`, requireUser(), async (c) => {
      const row = await findOwned(c.get('db'), jobPreferences, rowId(c, what), c.get('userId'), what);
      return ok(c, toJobPreference(row));
    })
    .patch(`/job-preferences/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, jobPreferences, id, userId, what);
      const input = c.get('body');
      await checkReferences(db, input);
      const row = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await assertPreferenceFits(tx, userId, input.work_arrangement, id);
        const [updated] = await tx
          .update(jobPreferences)
          .set({ ...columns(input), updatedAt: c.get('now') })
          .where(and(eq(jobPreferences.id, id), eq(jobPreferences.userId, userId)))
          .returning();
        return updated as typeof jobPreferences.$inferSelect;
      });
      return ok(c, toJobPreference(row));
    })
    .delete(`/job-preferences/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      await findOwned(db, jobPreferences, id, userId, what);
      await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        await assertNotLastPreference(tx, userId);
        await tx.delete(jobPreferences).where(and(eq(jobPreferences.id, id), eq(jobPreferences.userId, userId)));
      });
      return ok(c, { id, deleted: true });
    });
}
