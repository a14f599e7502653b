import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
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

interface ProfileRow {
  working_since: string | null;
  location_id: number | null;
  min_years: number | null;
}

/** Everything of a seeker's profile that fit reads, in five small indexed queries. */
export async function loadFitProfile(db: Database, userId: number, now: Date): Promise<FitProfile> {
  const [user, skills, work, education, preferences, spoken] = await Promise.all([
    db.execute(sql`select u.working_since::text as working_since, u.location_id, (x.extra->>'minYears')::int as min_years
      from users u left join ref_items x on x.list = 'xp_lvls' and x.id = u.xp_lvl_id where u.id = ${userId}`),
    db.execute(sql`select value from user_skills where user_id = ${userId}`),
    db.execute(sql`select working_period_from::text as "from", working_period_to::text as "to", is_currently_work_here as current
      from work_experiences where user_id = ${userId}`),
    db.execute(sql`select max(degree_id)::int as degree_id from educations where user_id = ${userId}`),
    db.execute(sql`select work_arrangement, location_id, currency, salary_from, work_language_id from job_preferences where user_id = ${userId}`),
    db.execute(sql`select r.key from user_languages l join ref_items r on r.list = 'spoken_languages' and r.id = l.language_id where l.user_id = ${userId}`),
  ]);
  const [me] = rowsOf<ProfileRow>(user);
  const workRows = rowsOf<{ from: string; to: string | null; current: boolean }>(work);
  const prefRows = rowsOf<{ work_arrangement: string; location_id: number | null; currency: string; salary_from: number; work_language_id: number | null }>(preferences);
  const locationIds = new Set<number>();
  if (me?.location_id) locationIds.add(Number(me.location_id));
  for (const p of prefRows) if (p.location_id) locationIds.add(Number(p.location_id));
  const regionIds = new Set<number>();
  const languages = new Set(rowsOf<{ key: string }>(spoken).map((r) => r.key));
  const workLanguageIds = prefRows.map((p) => p.work_language_id).filter((id): id is number => id !== null);
  const [regions, workLanguages] = await Promise.all([
    locationIds.size > 0 ? db.execute(sql`select distinct region_id from locations where id in ${[...locationIds]}`) : null,
    workLanguageIds.length > 0 ? db.execute(sql`select key from ref_items where list = 'spoken_languages' and id in ${workLanguageIds}`) : null,
  ]);
  if (regions) for (const r of rowsOf<{ region_id: number }>(regions)) regionIds.add(Number(r.region_id));
  if (workLanguages) for (const r of rowsOf<{ key: string }>(workLanguages)) languages.add(r.key);
  const expectedMonthly = new Map<string, number>();
  for (const p of prefRows) {
    const before = expectedMonthly.get(p.currency);
    if (before === undefined || p.salary_from < before) expectedMonthly.set(p.currency, Number(p.salary_from));
  }
  const [degree] = rowsOf<{ degree_id: number | null }>(education);
  return {
    skills: new Set(rowsOf<{ value: string }>(skills).map((r) => foldSkill(r.value)).filter((s) => s !== '')),
    years: yearsOfWork(
      workRows.map((r) => ({ from: new Date(r.from), to: r.current || !r.to ? null : new Date(r.to) })),
      me?.working_since ? new Date(me.working_since) : null,
      me?.min_years ?? null,
      now,
    ),
    degreeId: degree?.degree_id ? Number(degree.degree_id) : null,
    locationIds,
    regionIds,
    remoteOnly: prefRows.length > 0 && prefRows.every((p) => p.work_arrangement === 'remote'),
    hasPreferences: prefRows.length > 0,
    expectedMonthly,
    languages,
  };
}

interface JobRow {
  id: number;
  skills: string[];
  min_years: number | null;
  xp_labels: Labels | null;
  degree_id: number;
  degree_labels: Labels | null;
  work_arrangement: FitJob['workArrangement'];
  location_id: number | null;
  region_id: number | null;
  place_labels: Labels | null;
  currency: string;
  monthly_to: number | null;
  monthly_from: number | null;
  language_requirement: string | null;
  language: string;
}

/**
 * The jobs of this country's site among `ids` (deleted ones left out), with what fit compares.
 * A job that names no spoken language asks for the one it is written in.
 */
export async function loadFitJobs(
  db: Database,
  ids: readonly number[],
  countryKey: string,
  language: Language,
  options: { withVerifiedOnly: boolean },
): Promise<FitJob[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<JobRow>(
    await db.execute(sql`select j.id, j.skills, (x.extra->>'minYears')::int as min_years, x.labels as xp_labels,
        j.degree_id, d.labels as degree_labels, j.work_arrangement, j.location_id, l.region_id, l.labels as place_labels,
        j.currency, j.monthly_salary_to as monthly_to, j.monthly_salary_from as monthly_from, j.language_requirement, j.language
      from jobs j
      left join ref_items x on x.list = 'xp_lvls' and x.id = j.xp_lvl_id
      left join ref_items d on d.list = 'degrees' and d.id = j.degree_id
      left join locations l on l.id = j.location_id
      where j.id in ${[...ids]} and j.country_key = ${countryKey} and j.status <> 'deleted'
        and (${options.withVerifiedOnly} or not j.verified_only)`),
  );
  const spokenKeys = new Set(rows.map((r) => spokenKeyOf(r.language_requirement ?? r.language)).filter((k): k is string => k !== null));
  const spokenLabels = new Map<string, Labels>();
  if (spokenKeys.size > 0) {
    const found = rowsOf<{ key: string; labels: Labels }>(
      await db.execute(sql`select key, labels from ref_items where list = 'spoken_languages' and key in ${[...spokenKeys]}`),
    );
    for (const row of found) spokenLabels.set(row.key, row.labels);
  }
  const byId = new Map(
    rows.map((r): [number, FitJob] => {
      const spokenKey = spokenKeyOf(r.language_requirement ?? r.language);
      const spokenLabel = spokenKey ? spokenLabels.get(spokenKey) : undefined;
      const top = r.monthly_to ?? r.monthly_from;
      return [
        Number(r.id),
        {
          id: Number(r.id),
          skills: r.skills ?? [],
          minYears: r.min_years ?? 0,
          xpLabel: r.xp_labels ? labelIn(r.xp_labels, language) : '',
          degreeId: Number(r.degree_id),
          degreeLabel: r.degree_labels ? labelIn(r.degree_labels, language) : '',
          workArrangement: r.work_arrangement,
          locationId: r.location_id === null ? null : Number(r.location_id),
          regionId: r.region_id === null ? null : Number(r.region_id),
          placeLabel: r.place_labels ? labelIn(r.place_labels, language) : null,
          currency: r.currency,
          monthlyTo: top === null || top === undefined ? null : Number(top),
          language: spokenKey,
          languageLabel: spokenLabel ? labelIn(spokenLabel, language) : null,
        },
      ];
    }),
  );
  // In the order asked, so a page's cards come back as listed.
  return ids.map((id) => byId.get(id)).filter((job): job is FitJob => job !== undefined);
}
