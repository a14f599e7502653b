import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { educationBodySchema } from '@/lib/schemas/jobseeker';
import { educations } from '../../db/schema';
import { findOwned, listEducations } from '../../domain/profile';
import { assertNoDuplicateEducation } from '../../domain/profile-duplicates';
import { firstDayOf, toEducation } from '../../domain/profile-records';
import { assertReferences } from '../../domain/profile-references';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, rowId } from './path';

type Body = ReturnType<typeof educationBodySchema.parse>;

function columns(body: Body) {
  return {
    school: body.school,
    degreeId: body.degree_id,
    fieldOfStudy: body.field_of_study,
    studyPeriodFrom: firstDayOf(body.study_period_from),
    studyPeriodTo: body.study_period_to ? firstDayOf(body.study_period_to) : null,
    isCurrentlyStudying: body.is_currently_studying,
    // Months chosen in the form are months: a year-alone import becomes month-precise when edited.
    periodFromYearOnly: false,
    periodToYearOnly: false,
    description: body.description,
  };
}

/** /jobseeker/educations: list, create, update and delete (core spec §7 Profile). */
export function educationRoutes() {
  const body = validate('json', educationBodySchema, 'body');
  return new Hono<AppEnv>()
    .get('/educations', requireUser(), async (c) => ok(c, { educations: await listEducations(c.get('db'), c.get('userId')) }))
    .post('/educations/create', requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const input = c.get('body');
      await assertReferences(db, [{ field: 'degree_id', list: 'degrees', id: input.degree_id }]);
      await assertNoDuplicateEducation(db, userId, input);
      const now = c.get('now');
      const [row] = await db.insert(educations).values({ userId, ...columns(input), createdAt: now, updatedAt: now }).returning();
      return ok(c, toEducation(row as typeof educations.$inferSelect), 201);
    })
    .patch(`/educations/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, 'Education');
      await findOwned(db, educations, id, userId, 'Education');
      const input = c.get('body');
      await assertReferences(db, [{ field: 'degree_id', list: 'degrees', id: input.degree_id }]);
      await assertNoDuplicateEducation(db, userId, input, id);
      const [row] = await db
        .update(educations)
        .set({ ...columns(input), updatedAt: c.get('now') })
        .where(and(eq(educations.id, id), eq(educations.userId, userId)))
        .returning();
      return ok(c, toEducation(row as typeof educations.$inferSelect));
    })
    .delete(`/educations/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, 'Education');
      await findOwned(db, educations, id, userId, 'Education');
      await db.delete(educations).where(and(eq(educations.id, id), eq(educations.userId, userId)));
      return ok(c, { id, deleted: true });
    });
}
