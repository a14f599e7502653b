import type { FitFactor, FitLevel, FitSection } from '@/lib/schemas/fit';

/**
 * The fit of one profile to one job from structured fields only (docs/decisions/0075): pure and
 * allocation-light, so a page of 20 cards costs a few microseconds once both sides are loaded.
 */

export interface FitProfile {
  /** Skill names, folded with `foldSkill`. */
  skills: ReadonlySet<string>;
  /** Years of work experience, or null when the profile says nothing of it. */
  years: number | null;
  /** The highest degree's id (degrees are ordered: 2 high school … 7 doctorate), or null. */
  degreeId: number | null;
  /** Where the seeker wants to work: the profile's place and the preferences' places. */
  locationIds: ReadonlySet<number>;
  regionIds: ReadonlySet<number>;
  /** Every job preference asks for remote work only. */
  remoteOnly: boolean;
  /** Whether any job preference exists (a place or salary to compare with). */
  hasPreferences: boolean;
  /** The lowest monthly salary the preferences expect, per currency. */
  expectedMonthly: ReadonlyMap<string, number>;
  /** Spoken languages (spoken_languages keys: 'english', 'japanese' …). */
  languages: ReadonlySet<string>;
}

export interface FitJob {
  id: number;
  skills: readonly string[];
  /** The experience level's least years (extra.minYears), 0 when none are asked. */
  minYears: number;
  xpLabel: string;
  /** The degree asked (1 = not required). */
  degreeId: number;
  degreeLabel: string;
  workArrangement: 'onsite' | 'hybrid' | 'remote';
  locationId: number | null;
  regionId: number | null;
  placeLabel: string | null;
  currency: string;
  /** Monthly pay, top of the range (or its only end); null when negotiable or unpaid. */
  monthlyTo: number | null;
  /** The spoken language the job asks (a spoken_languages key), or null. */
  language: string | null;
  languageLabel: string | null;
}

export type FitStatus = 'match' | 'partial' | 'missing' | 'unknown';

export interface FitReason {
  factor: FitFactor;
  status: FitStatus;
  /** The message key under Fit.reasons, and its values. */
  key: string;
  values: Record<string, string | number>;
  /** For `unknown`: the profile section that would answer it. */
  section?: FitSection;
}

export interface FitResult {
  jobId: number;
  score: number;
  level: FitLevel;
  reasons: FitReason[];
}

/** How much each fact weighs; an unknown fact counts half, so it neither lifts nor sinks a job. */
export const fitWeights: Record<FitFactor, number> = {
  skills: 0.35,
  experience: 0.2,
  education: 0.15,
  location: 0.15,
  salary: 0.1,
  language: 0.05,
};

/**
 * How much a plainly missing fact lowers the whole fit: skills shared with none of the job's,
 * experience more than a year short, the job's language not spoken, education two levels short.
 * Place and pay are weighed only in their own share: seekers move and negotiate.
 */
const knockout: Record<FitFactor, number> = { skills: 0.6, experience: 0.6, education: 0.8, location: 1, salary: 1, language: 0.7 };

const statusValue: Record<FitStatus, number> = { match: 1, partial: 0.5, missing: 0, unknown: 0.5 };

/** A skill as compared: compatibility forms, lower case, no accents, inner spacing and punctuation but + and #. */
export function foldSkill(skill: string): string {
  return skill
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** The level a score reads as. */
export function fitLevel(score: number): FitLevel {
  if (score >= 80) return 'strong';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'low';
}

const listed = (items: string[]) => items.slice(0, 5).join(', ');

function skillsReason(profile: FitProfile, job: FitJob): FitReason[] {
  if (job.skills.length === 0) return [];
  if (profile.skills.size === 0) return [{ factor: 'skills', status: 'unknown', key: 'addSkills', values: {}, section: 'skills' }];
  const have: string[] = [];
  const lack: string[] = [];
  for (const skill of job.skills) (profile.skills.has(foldSkill(skill)) ? have : lack).push(skill);
  const share = have.length / job.skills.length;
  const status: FitStatus = share >= 0.6 ? 'match' : have.length > 0 ? 'partial' : 'missing';
  const reasons: FitReason[] = [];
  if (have.length > 0) reasons.push({ factor: 'skills', status, key: 'skillsHave', values: { skills: listed(have) } });
  if (lack.length > 0) reasons.push({ factor: 'skills', status, key: 'skillsLack', values: { skills: listed(lack) } });
  return reasons;
}

function experienceReason(profile: FitProfile, job: FitJob): FitReason {
  if (job.minYears === 0) return { factor: 'experience', status: 'match', key: 'experienceNone', values: {} };
  if (profile.years === null) return { factor: 'experience', status: 'unknown', key: 'addExperience', values: {}, section: 'work_experiences' };
  const values = { level: job.xpLabel };
  if (profile.years >= job.minYears) return { factor: 'experience', status: 'match', key: 'experienceMeets', values };
  if (profile.years >= job.minYears - 1) return { factor: 'experience', status: 'partial', key: 'experienceNear', values };
  return { factor: 'experience', status: 'missing', key: 'experienceBelow', values };
}

function educationReason(profile: FitProfile, job: FitJob): FitReason {
  if (job.degreeId <= 1) return { factor: 'education', status: 'match', key: 'educationNone', values: {} };
  if (profile.degreeId === null) return { factor: 'education', status: 'unknown', key: 'addEducation', values: {}, section: 'educations' };
  const values = { degree: job.degreeLabel };
  if (profile.degreeId >= job.degreeId) return { factor: 'education', status: 'match', key: 'educationMeets', values };
  if (profile.degreeId === job.degreeId - 1) return { factor: 'education', status: 'partial', key: 'educationNear', values };
  return { factor: 'education', status: 'missing', key: 'educationBelow', values };
}

function locationReason(profile: FitProfile, job: FitJob): FitReason {
  if (job.workArrangement === 'remote') return { factor: 'location', status: 'match', key: 'locationRemote', values: {} };
  if (profile.remoteOnly) return { factor: 'location', status: 'missing', key: 'locationNotRemote', values: {} };
  if (profile.locationIds.size === 0 || job.locationId === null) {
    return { factor: 'location', status: 'unknown', key: 'addLocation', values: {}, section: 'job_preferences' };
  }
  const values = { place: job.placeLabel ?? '' };
  if (profile.locationIds.has(job.locationId)) return { factor: 'location', status: 'match', key: 'locationMeets', values };
  if (job.regionId !== null && profile.regionIds.has(job.regionId)) return { factor: 'location', status: 'partial', key: 'locationNear', values };
  return { factor: 'location', status: 'missing', key: 'locationFar', values };
}

function salaryReason(profile: FitProfile, job: FitJob): FitReason | null {
  // A negotiable or unpaid job says nothing to compare: no reason, and it counts half.
  if (job.monthlyTo === null) return null;
  if (!profile.hasPreferences) return { factor: 'salary', status: 'unknown', key: 'addSalary', values: {}, section: 'job_preferences' };
  const expected = profile.expectedMonthly.get(job.currency);
  if (expected === undefined) return null;
  if (job.monthlyTo >= expected) return { factor: 'salary', status: 'match', key: 'salaryMeets', values: {} };
  if (job.monthlyTo >= expected * 0.85) return { factor: 'salary', status: 'partial', key: 'salaryNear', values: {} };
  return { factor: 'salary', status: 'missing', key: 'salaryBelow', values: {} };
}

function languageReason(profile: FitProfile, job: FitJob): FitReason | null {
  if (!job.language) return null;
  if (profile.languages.size === 0) return { factor: 'language', status: 'unknown', key: 'addLanguages', values: {}, section: 'languages' };
  const values = { language: job.languageLabel ?? job.language };
  if (profile.languages.has(job.language)) return { factor: 'language', status: 'match', key: 'languageMeets', values };
  return { factor: 'language', status: 'missing', key: 'languageLacks', values };
}

/** The fit of a profile to a job: a score out of 100, its level and the reasons behind it. */
export function scoreFit(profile: FitProfile, job: FitJob): FitResult {
  const reasons: FitReason[] = [
    ...skillsReason(profile, job),
    experienceReason(profile, job),
    educationReason(profile, job),
    locationReason(profile, job),
  ];
  const salary = salaryReason(profile, job);
  if (salary) reasons.push(salary);
  const language = languageReason(profile, job);
  if (language) reasons.push(language);
  let total = 0;
  for (const factor of Object.keys(fitWeights) as FitFactor[]) {
    const reason = reasons.find((r) => r.factor === factor);
    total += fitWeights[factor] * (reason ? statusValue[reason.status] : statusValue.unknown);
  }
  // Skills say the most about the work itself: within the skills weight, the share held counts.
  const skillShare = skillsShare(profile, job);
  if (skillShare !== null) total += fitWeights.skills * (skillShare - statusValue[reasons.find((r) => r.factor === 'skills')?.status ?? 'unknown']);
  // What a recruiter screens on before weighing the rest: a must-have that is plainly missing
  // lowers the whole fit, not only its own share (the judged set, bench/fit-quality.mjs).
  for (const reason of reasons) if (reason.status === 'missing') total *= knockout[reason.factor];
  if (skillShare === 0) total *= knockout.skills;
  const score = Math.round(Math.max(0, Math.min(1, total)) * 100);
  return { jobId: job.id, score, level: fitLevel(score), reasons };
}

function skillsShare(profile: FitProfile, job: FitJob): number | null {
  if (job.skills.length === 0 || profile.skills.size === 0) return null;
  let have = 0;
  for (const skill of job.skills) if (profile.skills.has(foldSkill(skill))) have++;
  return have / job.skills.length;
}
