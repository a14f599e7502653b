import { aiMissing } from '@/lib/ai-preconditions';
import { findLanguage, type Language, languageBySlug, isLanguageSlug } from '@/lib/languages';
import type { Profile } from '@/lib/schemas/jobseeker';
import { type ResumeContent, resumeContentSchema } from '@/lib/schemas/resume-parsing';
import type { ExperienceFact, SummaryFacts } from '../ai/provider';
import type { Database } from '../db/client';
import { degreeLabels, experienceLevelExtra } from '../db/queries/reference-data';
import { latestResumeParseContent } from '../db/queries/resume-parsing';
import { userLanguageSlug } from '../db/queries/users';
import { AppError } from '../http/app-error';
import { labelIn } from './labels';
import { loadProfile } from './profile';
import * as apiCode from '@/lib/schemas/api-codes';

/** The codes of a missing precondition (platform spec §8): writing 41311/41312, analysis 41318/41319. */
const preconditionCodes = {
  writing: { preference: apiCode.summaryNeedsPreference, experience: apiCode.summaryNeedsExperience },
  analysis: { preference: apiCode.analysisNeedsPreference, experience: apiCode.analysisNeedsExperience },
} as const;

/** At least one desired job, and a work, internship or education experience. */
export function assertAiPreconditions(profile: Profile, use: keyof typeof preconditionCodes): void {
  const missing = aiMissing(profile);
  if (missing === 'preference') throw new AppError(preconditionCodes[use].preference, { data: { missing: 'job_preferences' } });
  if (missing === 'experience') throw new AppError(preconditionCodes[use].experience, { data: { missing: 'experience' } });
}

/** The profile and the language it is written in (the seeker's own language setting). */
export async function loadProfileForAi(db: Database, userId: number): Promise<{ profile: Profile; language: Language }> {
  const [profile, storedSlug] = await Promise.all([loadProfile(db, userId), userLanguageSlug(db, userId)]);
  const slug = storedSlug ?? 'en-us';
  return { profile, language: isLanguageSlug(slug) ? languageBySlug(slug) : (findLanguage(slug) ?? languageBySlug('en-us')) };
}

const monthsBetween = (from: string, to: Date) => (to.getUTCFullYear() - Number(from.slice(0, 4))) * 12 + (to.getUTCMonth() + 1 - Number(from.slice(5, 7)));

/** Whole years of work: from "working since", else from the earliest job's start. */
export function yearsOfWork(profile: Profile, now: Date): number | null {
  const starts = [profile.working_since, ...profile.work_experiences.map((work) => work.working_period_from)].filter((month): month is string => Boolean(month));
  if (starts.length === 0) return null;
  const years = Math.floor(monthsBetween(starts.sort()[0] ?? '', now) / 12);
  return years >= 1 ? years : null;
}

/**
 * The experience a summary may state (issue 33): the level the seeker chose ("3–5 years") when
 * they chose one, since it is what their profile says; whole years of work only without a level.
 * "No experience" states none. A level's bounds are its ref item's minYears/maxYears.
 */
export function experienceOf(profile: Profile, level: { minYears?: unknown; maxYears?: unknown } | null, now: Date): ExperienceFact | null {
  if (level && typeof level.minYears === 'number') {
    const maxYears = typeof level.maxYears === 'number' ? level.maxYears : null;
    return maxYears === 0 ? null : { minYears: level.minYears, maxYears };
  }
  const years = yearsOfWork(profile, now);
  return years === null ? null : { minYears: years, maxYears: years };
}

/** The first sentence of a work description that holds a number: a measurable result, as written. */
export function measurableSentence(description: string | null): string | null {
  if (!description) return null;
  const sentence = description
    .split(/(?<=[.!?。！？])\s*|\n+/)
    .map((part) => part.trim())
    .find((part) => /\p{Nd}/u.test(part));
  if (!sentence) return null;
  return sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
}

/** Everything a summary may say, from the profile only; `preferenceId` picks the desired job. */
export async function summaryFacts(db: Database, profile: Profile, language: Language, preferenceId: number | null, now: Date): Promise<SummaryFacts> {
  const preference = preferenceId === null ? profile.job_preferences[0] : profile.job_preferences.find((candidate) => candidate.id === preferenceId);
  if (!preference) throw AppError.notFound('Job preference');
  const latest = profile.work_experiences[0] ?? null;
  const school = profile.educations[0] ?? null;
  let degree: string | null = null;
  if (school) {
    const labels = await degreeLabels(db, school.degree_id);
    degree = labels ? labelIn(labels, language) || null : null;
  }
  let level: Record<string, unknown> | null = null;
  if (profile.xp_lvl_id !== null) {
    level = (await experienceLevelExtra(db, profile.xp_lvl_id)) ?? null;
  }
  return {
    language,
    firstName: profile.first_name,
    desiredTitle: preference.job_title,
    experience: experienceOf(profile, level, now),
    latestJob: latest ? { title: latest.job_title, company: latest.company_name, isCurrent: latest.is_currently_work_here } : null,
    education: school ? { school: school.school, field: school.field_of_study, degree } : null,
    skills: profile.skills.slice(0, 5).map((skill) => skill.value),
    measurableResult: profile.work_experiences.map((work) => measurableSentence(work.description)).find((sentence) => sentence !== null) ?? null,
    currentSummary: profile.summary,
  };
}

/** The profile as resume text, for a provider that judges language quality. */
export function profileAsText(profile: Profile): string {
  return [
    profile.summary,
    ...profile.work_experiences.map((work) => [`${work.job_title}, ${work.company_name}`, work.description].filter(Boolean).join('\n')),
    ...profile.educations.map((school) => [school.school, school.field_of_study, school.description].filter(Boolean).join('\n')),
    profile.skills.map((skill) => skill.value).join(', '),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * What the seeker's newest read attached resume says (server/resume-parsing: titles, employers,
 * schools, skills, languages), or null when none of their live resumes has been read.
 */
export async function latestResumeReading(db: Database, userId: number): Promise<ResumeContent | null> {
  const parsed = resumeContentSchema.safeParse(await latestResumeParseContent(db, userId));
  return parsed.success ? parsed.data : null;
}
