import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
import { type FitJobJson, type FitProfileJson, type FitStatementInput, findFitRow, listSpokenLanguages } from '../db/queries/fit';
import type { Labels } from '../db/schema';
import { labelIn } from '../domain/labels';
import { type FitJob, type FitProfile, foldSkill } from './score';

/** The statement itself, for bench/fit-api.mjs's `explain`. */
export { fitStatement } from '../db/queries/fit';

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

/** The spoken languages' labels, read once: reference data the seed writes and nothing changes. */
let spokenLabels: Promise<Map<string, Labels>> | null = null;
function spokenLabelsOf(db: Database): Promise<Map<string, Labels>> {
  spokenLabels ??= listSpokenLanguages(db)
    .then((rows) => new Map(rows.map((row) => [row.key, row.labels])))
    .catch((error: unknown) => {
      spokenLabels = null;
      throw error;
    });
  return spokenLabels;
}

export interface FitInput extends FitStatementInput {
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
  // A named prepared statement: every page of cards asks it (docs/decisions/0081).
  const row = await findFitRow(db, input);
  const me = parsed<FitProfileJson | null>(row?.profile) ?? {
    working_since: null, location_id: null, min_years: null, skills: [], work: [], degree_id: null, prefs: [], languages: [], regions: [],
  };
  const jobRows = parsed<FitJobJson[]>(row?.jobs) ?? [];
  const labels = jobRows.length > 0 ? await spokenLabelsOf(db) : new Map<string, Labels>();
  return { profile: profileOf(me, input.now), jobs: jobsOf(jobRows, input.jobIds, input.language, labels) };
}

function profileOf(me: FitProfileJson, now: Date): FitProfile {
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

function jobsOf(rows: FitJobJson[], order: readonly number[], language: Language, spoken: ReadonlyMap<string, Labels>): FitJob[] {
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
