import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { devPostJobBodySchema } from '@/lib/schemas/company-follows';
import { tellFollowers } from '../../domain/company-follows';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { devOnly } from '../../http/dev-only';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { rowsOf } from '../../search/rows';

/** Every column a posting writes (the search columns are derived by triggers and generated). */
const postedColumns = sql.raw(`country_key, company_id, recruiter_id, language, description, requirements, skills, benefits,
  main_function_id, job_function_id, function_title_id, industry_id, job_type_id, xp_lvl_id, degree_id, salary_type, salary_from,
  salary_to, currency, work_arrangement, location_id, is_urgent, verified_only, open_to, timezone, language_requirement, japan_details`);

/**
 * Development only: POST /dev/jobs { company_id, title } posts a job for the company now, as a
 * copy of its newest open job under the new title, and tells the company's followers at once
 * (the background schedule would within two minutes). The platform has no recruiter job posting
 * yet; this is how an e2e test makes "a new job" through the running platform (issue 35 item 4).
 * Behind `devOnly` like every /dev route.
 */
export function devJobRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().use('*', devOnly(services.devSurfaces)).post('/jobs', validate('json', devPostJobBodySchema, 'body'), async (c) => {
    const db = c.get('db');
    const now = c.get('now');
    const { company_id: companyId, title } = c.get('body');
    const stamp = sql`${now.toISOString()}::timestamptz`;
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into jobs (${postedColumns}, title, posted_at, expires_at, status, updated_at)
        select ${postedColumns}, ${title}, ${stamp}, ${stamp} + interval '30 days', 'active', ${stamp}
        from jobs where company_id = ${companyId} and status = 'active' and not verified_only
        order by posted_at desc, id desc limit 1
        returning id`),
    );
    if (!row) throw AppError.notFound('Company');
    const told = await tellFollowers(db, now, { companyId });
    return ok(c, { id: Number(row.id), told: told.length }, 201);
  });
}
