import { type SQL, sql } from 'drizzle-orm';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../../client';
import { rowsOf } from '../../rows';
import type { Labels } from '../../schema';

/** A job card's columns with its company's and its reference labels (server/search/job-cards makes the card). */
export interface JobCardRow {
  id: number;
  title: string;
  company_id: number;
  company_name: string;
  logo_color: string;
  verification_status: string;
  salary_type: JobCard['salary']['type'];
  salary_from: number | null;
  salary_to: number | null;
  currency: string;
  location_id: number | null;
  location_labels: Labels | null;
  location_seo: string | null;
  work_arrangement: JobCard['work_arrangement'];
  job_type_id: number;
  job_type_labels: Labels | null;
  xp_lvl_id: number;
  xp_lvl_labels: Labels | null;
  function_title_id: number;
  function_title_labels: Labels | null;
  is_urgent: boolean;
  posted_at: string | Date;
}

/** The card columns of the jobs `where` picks (over `jobs j`). */
function cardRowsSql(where: SQL): SQL {
  return sql`
    select j.id, j.title, j.company_id, c.name as company_name, c.logo_color, c.verification_status,
      j.salary_type, j.salary_from, j.salary_to, j.currency,
      j.location_id, l.labels as location_labels, l.seo_value as location_seo,
      j.work_arrangement, j.job_type_id, jt.labels as job_type_labels, j.xp_lvl_id, xp.labels as xp_lvl_labels,
      j.function_title_id, ft.labels as function_title_labels, j.is_urgent, j.posted_at
    from jobs j
    join companies c on c.id = j.company_id
    left join locations l on l.id = j.location_id
    left join ref_items jt on jt.list = 'job_types' and jt.id = j.job_type_id
    left join ref_items xp on xp.list = 'xp_lvls' and xp.id = j.xp_lvl_id
    left join job_functions ft on ft.id = j.function_title_id
    where ${where}`;
}

/** The card rows of the jobs with these ids (any status), in no particular order; `ids` must not be empty. */
export async function findJobCardRows(db: Database, ids: number[]): Promise<JobCardRow[]> {
  return rowsOf<JobCardRow>(await db.execute(cardRowsSql(sql`j.id in ${ids}`)));
}
