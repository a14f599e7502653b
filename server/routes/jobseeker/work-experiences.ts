import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { workExperienceBodySchema } from '@/lib/schemas/jobseeker';
import { workExperiences } from '../../db/schema';
import { findOwned, listWorkExperiences } from '../../domain/profile';
import { assertNoDuplicateWork } from '../../domain/profile-duplicates';
import { firstDayOf, toWorkExperience } from '../../domain/profile-records';
import { assertReferences } from '../../domain/profile-references';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

type Body = ReturnType<typeof workExperienceBodySchema.parse>;

function columns(body: Body) {
  return {
    companyName: body.company_name,
    jobTitle: body.job_title,
    functionJobTitleId: body.function_job_title_id,
    industryId: body.industry_id,
    workingPeriodFrom: firstDayOf(body.working_period_from),
    workingPeriodTo: body.working_period_to ? firstDayOf(body.working_period_to) : null,
    isCurrentlyWorkHere: body.is_currently_work_here,
    // Months chosen in the form are months: a year-alone import becomes month-precise when edited.
    periodFromYearOnly: false,
    periodToYearOnly: false,
    salary: body.salary,
    currency: body.currency ? body.currency.toLowerCase() : null,
    description: body.description,
    hideFromCompany: body.hide_from_company,
  };
}

async function checkReferences(db: Database, body: Body) {
  await assertReferences(db, [
    { field: 'industry_id', list: 'industries', id: body.industry_id },
    { field: 'function_job_title_id', functionTitle: body.function_job_title_id },
    { field: 'currency', list: 'currencies', key: body.currency },
  ]);
}

/** /jobseeker/work-experiences: list, create, update and delete (core spec §7 Profile). */
export function workExperienceRoutes() {
  const body = validate('json', workExperienceBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/work-experiences', requireUser(), async (c) =>
      ok(c, { work_experiences: await listWorkExperiences(c.get('db'), c.get('userId')) }),
    )
    .post('/work-experiences/create', requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const input = c.get('body');
      await checkReferences(db, input);
      await assertNoDuplicateWork(db, userId, input);
      const now = c.get('now');
      const [row] = await db.insert(workExperiences).values({ userId, ...columns(input), createdAt: now, updatedAt: now }).returning();
      return ok(c, toWorkExperience(row as typeof workExperiences.$inferSelect), 201);
    })
    .patch(`/work-experiences/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, 'Work experience');
      await findOwned(db, workExperiences, id, userId, 'Work experience');
      const input = c.get('body');
      await checkReferences(db, input);
      await assertNoDuplicateWork(db, userId, input, id);
      const [row] = await db
        .update(workExperiences)
        .set({ ...columns(input), updatedAt: c.get('now') })
        .where(and(eq(workExperiences.id, id), eq(workExperiences.userId, userId)))
        .returning();
      return ok(c, toWorkExperience(row as typeof workExperiences.$inferSelect));
    })
    .delete(`/work-experiences/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, 'Work experience');
      await findOwned(db, workExperiences, id, userId, 'Work experience');
      await db.delete(workExperiences).where(and(eq(workExperiences.id, id), eq(workExperiences.userId, userId)));
      return ok(c, { id, deleted: true });
    });
}
