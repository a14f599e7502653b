import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
import { executeNamed, intArray } from '../db/named-statement';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';
import { rowsOf } from '../search/rows';
import { type FitJob, type FitProfile, foldSkill } from './score';

/** A job's spoken-language code (BCP 47, as jobs store it) → the spoken_languages key profiles use. */
const spokenKeyOfCode: Record<string, string> = {
  en: 'english', zh: 'mandarin', yue: 'cantonese', ja: 'japanese', es: 'spanish', pt: 'portuguese', ms: 'malay', id: 'indonesian',
  tr: 'turkish', ar: 'arabic', fil: 'filipino', tl: 'filipino', hi: 'hindi', ta: 'tamil', si: 'sinhala', ko: 'korean', th: 'thai',
  vi: 'vietnamese', fr: 'french', de: 'german', ha: 'hausa', yo: 'yoruba',
};

export function spokenKeyOf(code: string | null): string | null {
  if (!code) return null;
  return spokenKeyOfCode[code.toLowerCase().split('-')[0] ?? ''] ?? null;
}

const monthsBetween = (from: Date, to: Date) => (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());

/** Years worked: the union of the work periods (overlaps once), else the profile's "working since", else its level. */
export function yearsOfWork(periods: { from: Date; to: Date | null }[], workingSince: Date | null, levelMinYears: number | null, now: Date): number | null {
  if (periods.length > 0) {
    const spans = periods
      .map((p) => ({ from: p.from.getTime(), to: Math.min((p.to ?? now).getTime(), now.getTime()) }))
      .filter((s) => s.to > s.from)
      .sort((a, b) => a.from - b.from);
    let months = 0;
    let end = Number.NEGATIVE_INFINITY;
    for (const span of spans) {
      const from = Math.max(span.from, end);
      if (span.to > from) months += monthsBetween(new Date(from), new Date(span.to));
      end = Math.max(end, span.to);
    }
    return months / 12;
  }
  if (workingSince) return Math.max(0, monthsBetween(workingSince, now) / 12);
  return levelMinYears;
}

interface ProfileJson {
  working_since: string | null;
  location_id: number | null;
  min_years: number | null;
  skills: string[];
  work: { from: string; to: string | null; current: boolean }[];
  degree_id: number | null;
  prefs: { work_arrangement: string; location_id: number | null; currency: string; salary_from: number }[];
  languages: string[];
  regions: number[];
}

interface JobJson {
  id: number;
  skills: string[] | null;
  min_years: number | null;
  xp_label: string | null;
  degree_id: number;
  degree_label: string | null;
  work_arrangement: FitJob['workArrangement'];
  location_id: number | null;
  region_id: number | null;
  place_label: string | null;
  currency: string;
  monthly_to: number | string | null;
  monthly_from: number | string | null;
  language_requirement: string | null;
  language: string;
}

/** The spoken languages' labels, read once: reference data the seed writes and nothing changes. */
let spokenLabels: Promise<Map<string, Labels>> | null = null;
function spokenLabelsOf(db: Database): Promise<Map<string, Labels>> {
  spokenLabels ??= db
    .execute(sql`select key, labels from ref_items where list = 'spoken_languages'`)
    .then((result) => new Map(rowsOf<{ key: string; labels: Labels }>(result).map((row) => [row.key, row.labels])))
    .catch((error: unknown) => {
      spokenLabels = null;
      throw error;
    });
  return spokenLabels;
}

export interface FitInput {
  userId: number;
  jobIds: readonly number[];
  countryKey: string;
  language: Language;
  now: Date;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * The seeker's profile as fit reads it and the jobs of this site among `jobIds` (deleted ones
 * and, unless the seeker verified their identity, jobs for verified seekers left out), in one
 * statement: a page of 20 cards costs one round trip. A job that names no spoken language asks
 * for the one it is written in. Jobs come back in the order asked.
 */
export async function loadFit(db: Database, input: FitInput): Promise<{ profile: FitProfile; jobs: FitJob[] }> {
  // Named: every page of cards asks it, and parsing and planning it cost more than running it (docs/decisions/0081).
  const [row] = rowsOf<{ profile: unknown; jobs: unknown }>(await executeNamed(db, 'fit-load', fitStatement(input)));
  const me = parsed<ProfileJson | null>(row?.profile) ?? {
    working_since: null, location_id: null, min_years: null, skills: [], work: [], degree_id: null, prefs: [], languages: [], regions: [],
  };
  const jobRows = parsed<JobJson[]>(row?.jobs) ?? [];
  const labels = jobRows.length > 0 ? await spokenLabelsOf(db) : new Map<string, Labels>();
  return { profile: profileOf(me, input.now), jobs: jobsOf(jobRows, input.jobIds, input.language, labels) };
}

/** loadFit's one statement: the profile as one JSON object, the jobs as one JSON array (bench/fit-api.mjs explains it). */
export function fitStatement(input: Omit<FitInput, 'now'>) {
  const { userId } = input;
  // Only the request's language of each label (English when it has none), not all ten.
  const code = input.language.code;
  return sql`select
      (select json_build_object(
          'working_since', u.working_since::text,
          'location_id', u.location_id,
          'min_years', (x.extra->>'minYears')::int,
          'skills', coalesce((select json_agg(s.value) from user_skills s where s.user_id = u.id), '[]'::json),
          'work', coalesce((select json_agg(json_build_object('from', w.working_period_from::text, 'to', w.working_period_to::text, 'current', w.is_currently_work_here))
            from work_experiences w where w.user_id = u.id), '[]'::json),
          'degree_id', (select max(e.degree_id) from educations e where e.user_id = u.id),
          'prefs', coalesce((select json_agg(json_build_object('work_arrangement', p.work_arrangement, 'location_id', p.location_id, 'currency', p.currency, 'salary_from', p.salary_from))
            from job_preferences p where p.user_id = u.id), '[]'::json),
          'languages', coalesce((select json_agg(r.key) from ref_items r where r.list = 'spoken_languages' and r.id in (
            select l.language_id from user_languages l where l.user_id = u.id
            union select p.work_language_id from job_preferences p where p.user_id = u.id and p.work_language_id is not null)), '[]'::json),
          'regions', coalesce((select json_agg(distinct l.region_id) from locations l where l.id = u.location_id
            or l.id in (select p.location_id from job_preferences p where p.user_id = u.id)), '[]'::json))
        from users u left join ref_items x on x.list = 'xp_lvls' and x.id = u.xp_lvl_id where u.id = ${userId}) as profile,
      (select coalesce(json_agg(json_build_object(
          'id', j.id, 'skills', j.skills, 'min_years', (x.extra->>'minYears')::int,
          'xp_label', coalesce(x.labels->>${code}, x.labels->>'en'),
          'degree_id', j.degree_id, 'degree_label', coalesce(d.labels->>${code}, d.labels->>'en'), 'work_arrangement', j.work_arrangement,
          'location_id', j.location_id, 'region_id', l.region_id, 'place_label', coalesce(l.labels->>${code}, l.labels->>'en'), 'currency', j.currency,
          'monthly_to', j.monthly_salary_to, 'monthly_from', j.monthly_salary_from,
          'language_requirement', j.language_requirement, 'language', j.language)), '[]'::json)
        from jobs j
        left join ref_items x on x.list = 'xp_lvls' and x.id = j.xp_lvl_id
        left join ref_items d on d.list = 'degrees' and d.id = j.degree_id
        left join locations l on l.id = j.location_id
        where j.id = any(${intArray(input.jobIds)}) and j.country_key = ${input.countryKey} and j.status <> 'deleted'
          and (not j.verified_only or exists (select 1 from identity_verifications v where v.user_id = ${userId}))) as jobs`;
}

function profileOf(me: ProfileJson, now: Date): FitProfile {
  const locationIds = new Set<number>();
  if (me.location_id) locationIds.add(Number(me.location_id));
  for (const p of me.prefs) if (p.location_id) locationIds.add(Number(p.location_id));
  const expectedMonthly = new Map<string, number>();
  for (const p of me.prefs) {
    const before = expectedMonthly.get(p.currency);
    if (before === undefined || p.salary_from < before) expectedMonthly.set(p.currency, Number(p.salary_from));
  }
  return {
    skills: new Set(me.skills.map(foldSkill).filter((s) => s !== '')),
    years: yearsOfWork(
      me.work.map((w) => ({ from: new Date(w.from), to: w.current || !w.to ? null : new Date(w.to) })),
      me.working_since ? new Date(me.working_since) : null,
      me.min_years ?? null,
      now,
    ),
    degreeId: me.degree_id ? Number(me.degree_id) : null,
    locationIds,
    regionIds: new Set(me.regions.filter((id) => id !== null).map(Number)),
    remoteOnly: me.prefs.length > 0 && me.prefs.every((p) => p.work_arrangement === 'remote'),
    hasPreferences: me.prefs.length > 0,
    expectedMonthly,
    languages: new Set(me.languages),
  };
}

function jobsOf(rows: JobJson[], order: readonly number[], language: Language, spoken: ReadonlyMap<string, Labels>): FitJob[] {
  const byId = new Map(
    rows.map((r): [number, FitJob] => {
      const spokenKey = spokenKeyOf(r.language_requirement ?? r.language);
      const spokenLabel = spokenKey ? spoken.get(spokenKey) : undefined;
      const top = r.monthly_to ?? r.monthly_from;
      return [
        Number(r.id),
        {
          id: Number(r.id),
          skills: r.skills ?? [],
          minYears: r.min_years ?? 0,
          xpLabel: r.xp_label ?? '',
          degreeId: Number(r.degree_id),
          degreeLabel: r.degree_label ?? '',
          workArrangement: r.work_arrangement,
          locationId: r.location_id === null ? null : Number(r.location_id),
          regionId: r.region_id === null ? null : Number(r.region_id),
          placeLabel: r.place_label,
          currency: r.currency,
          monthlyTo: top === null || top === undefined ? null : Number(top),
          language: spokenKey,
          languageLabel: spokenLabel ? labelIn(spokenLabel, language) : null,
        },
      ];
    }),
  );
  return order.map((id) => byId.get(id)).filter((job): job is FitJob => job !== undefined);
}
