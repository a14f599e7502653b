import type { Language } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import type { Database } from '../db/client';
import { findJobCardRows, type JobCardRow } from '../db/queries/search/job-cards';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';

const asIso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The cards of the given jobs, in the order of `ids`: the search decides which jobs and in what
 * order from the narrow index, and only the page's rows are read in full.
 */
export async function loadJobCards(db: Database, ids: number[], language: Language): Promise<JobCard[]> {
  if (ids.length === 0) return [];
  return cardsFromRows(await findJobCardRows(db, ids), ids, language);
}

/** Card rows made into cards in the order of `ids`. */
function cardsFromRows(rows: JobCardRow[], ids: number[], language: Language): JobCard[] {
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
