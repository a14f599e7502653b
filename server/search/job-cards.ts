import { type SQL, sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';
import { rowsOf } from './rows';

interface CardRow {
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

const asIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

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

/**
 * The cards of the given jobs, in the order of `ids`: the search decides which jobs and in what
 * order from the narrow index, and only the page's rows are read in full.
 */
export async function loadJobCards(db: Database, ids: number[], language: Language): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  return cardsFromRows(rowsOf<CardRow>(await db.execute(cardRowsSql(sql`j.id in ${ids}`))), ids, language);
}

/** Card rows (from `cardRowsSql`) made into cards in the order of `ids`. */
function cardsFromRows(rows: CardRow[], ids: number[], language: Language): JobCard[] {
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const label = (labels: Labels | null) => (labels ? labelIn(labels, language) : '');

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const card: JobCard = {
      id: Number(row.id),
      title: row.title,
      company: {
        id: Number(row.company_id),
        name: row.company_name,
        logo_color: row.logo_color,
        is_verified: row.verification_status === 'verified',
      },
      salary: {
        type: row.salary_type,
        from: row.salary_from === null ? null : Number(row.salary_from),
        to: row.salary_to === null ? null : Number(row.salary_to),
        currency: row.currency,
      },
      location:
        row.location_id === null || !row.location_labels
          ? null
          : { id: Number(row.location_id), value: label(row.location_labels), seo_value: row.location_seo ?? '' },
      work_arrangement: row.work_arrangement,
      job_type: { id: Number(row.job_type_id), value: label(row.job_type_labels) },
      xp_lvl: { id: Number(row.xp_lvl_id), value: label(row.xp_lvl_labels) },
      is_urgent: row.is_urgent,
      posted_at: asIso(row.posted_at),
      function_title: { id: Number(row.function_title_id), value: label(row.function_title_labels) },
    };
    return [card];
  });
}
