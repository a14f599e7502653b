import type { ProfileSection, ResumeAnalysis } from '@/lib/schemas/aicv';
import type { Profile } from '@/lib/schemas/jobseeker';
import type { ResumeContent } from '@/lib/schemas/resume-parsing';
import type { LanguageJudgement } from '../ai/provider';

type Reason = ResumeAnalysis['reasons'][number];
type Suggestion = ResumeAnalysis['suggestions'][number];

/** The job a resume is matched against: its title and required skills. */
export interface JobRequirements {
  id: number;
  title: string;
  skills: string[];
  requirements: string;
}

/** Word-like segments, lower-cased: works for spaced and unspaced (CJK) scripts alike. */
export function wordsOf(text: string | null | undefined, locale = 'en'): string[] {
  if (!text) return [];
  const words: string[] = [];
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.toLocaleLowerCase())) {
    if (segment.isWordLike) words.push(segment.segment);
  }
  return words;
}

const hasNumber = (text: string | null) => Boolean(text && /\p{Nd}/u.test(text));

/**
 * How long a text is, as its readers measure it: Japanese and Chinese in characters (文字, 字),
 * other languages in words (issue 33, item 4: "43 語" counted words where characters are meant).
 */
export type LengthUnit = 'words' | 'characters';
export const lengthUnitOf = (locale: string): LengthUnit => (/^(ja|zh)\b/i.test(locale) ? 'characters' : 'words');
const lengthRanges: Record<LengthUnit, { min: number; max: number; short: number; described: number }> = {
  words: { min: 40, max: 150, short: 15, described: 20 },
  // About what 40–150 English words say, as Japanese and Chinese readers count it.
  characters: { min: 100, max: 400, short: 40, described: 40 },
};
export function lengthOf(text: string | null | undefined, locale: string): number {
  if (!text) return 0;
  if (lengthUnitOf(locale) === 'words') return wordsOf(text, locale).length;
  let count = 0;
  for (const character of text) if (/[\p{L}\p{N}]/u.test(character)) count += 1;
  return count;
}

type ReasonKey = Reason['key'];
/**
 * The points each reason can give, by the reasons that apply: always 100 in all, so the parts
 * shown add up to the score (issue 33, item 4; before, 59 of 80 points read as 74/100).
 */
function maximaFor(keys: ReasonKey[]): Partial<Record<ReasonKey, number>> {
  const job = keys.includes('job_match');
  const language = keys.includes('language');
  if (job && language) return { sections: 25, length: 15, measurable: 20, preferences: 10, job_match: 20, language: 10 };
  if (job) return { sections: 30, length: 15, measurable: 20, preferences: 15, job_match: 20 };
  if (language) return { sections: 30, length: 15, measurable: 25, preferences: 20, language: 10 };
  return { sections: 35, length: 20, measurable: 25, preferences: 20 };
}

export function analyseProfile(
  profile: Profile,
  { job, judgement, locale, resume = null }: { job: JobRequirements | null; judgement: LanguageJudgement | null; locale: string; resume?: ResumeContent | null },
): Pick<ResumeAnalysis, 'score' | 'reasons' | 'suggestions'> {
  const suggestions: Suggestion[] = [];
  const suggest = (key: Suggestion['key'], section: ProfileSection, params: Suggestion['params'] = {}) => suggestions.push({ key, section, params });
  const work = profile.work_experiences;

  // Sections present (30).
  const present = {
    summary: Boolean(profile.summary?.trim()),
    work: work.length > 0,
    education: profile.educations.length > 0,
    skills: profile.skills.length >= 3,
    languages: profile.languages.length > 0,
    extras: profile.websites.length > 0 || profile.license_certifications.length > 0,
  };
  const sectionPoints = { summary: 6, work: 8, education: 5, skills: 5, languages: 3, extras: 3 };
  let sections = 0;
  for (const [name, isThere] of Object.entries(present) as [keyof typeof present, boolean][]) if (isThere) sections += sectionPoints[name];
  const shares: { key: ReasonKey; share: number; params: Reason['params'] }[] = [];
  shares.push({ key: 'sections', share: sections / 30, params: { present: Object.values(present).filter(Boolean).length, total: 6 } });
  if (!present.summary) suggest('addSummary', 'summary');
  if (!present.work) suggest('addExperience', 'work_experiences');
  if (!present.education) suggest('addEducation', 'educations');
  if (!present.skills) suggest('addSkills', 'skills', { count: profile.skills.length });
  if (!present.languages) suggest('addLanguages', 'languages');
  if (!present.extras) suggest('addLinks', 'links');

  // Length: a summary of 40–150 words (100–400 characters in Japanese and Chinese), and work
  // described in 20 words (40 characters) or more.
  const summaryRange = lengthRanges[lengthUnitOf(locale)];
  const summaryWords = lengthOf(profile.summary, locale);
  let summaryPoints = 0;
  if (summaryWords >= summaryRange.min && summaryWords <= summaryRange.max) summaryPoints = 7;
  else if (summaryWords > summaryRange.max) summaryPoints = 4;
  else if (summaryWords >= summaryRange.short) summaryPoints = 3;
  if (present.summary && summaryWords < summaryRange.min) suggest('lengthenSummary', 'summary', { words: summaryWords, min: summaryRange.min });
  if (summaryWords > summaryRange.max) suggest('shortenSummary', 'summary', { words: summaryWords, max: summaryRange.max });
  const thin = work.filter((entry) => lengthOf(entry.description, locale) < summaryRange.described);
  const describedPoints = work.length === 0 ? 0 : Math.round((8 * (work.length - thin.length)) / work.length);
  for (const entry of thin.slice(0, 3)) suggest('describeWork', 'work_experiences', { title: entry.job_title, company: entry.company_name });
  shares.push({ key: 'length', share: (summaryPoints + describedPoints) / 15, params: { summary_words: summaryWords, described: work.length - thin.length, jobs: work.length } });

  // Measurable results: work descriptions that hold a number.
  const withNumbers = work.filter((entry) => hasNumber(entry.description));
  shares.push({ key: 'measurable', share: work.length === 0 ? 0 : withNumbers.length / work.length, params: { with_numbers: withNumbers.length, jobs: work.length } });
  for (const entry of work.filter((candidate) => !hasNumber(candidate.description)).slice(0, 3)) {
    suggest('addNumbers', 'work_experiences', { title: entry.job_title, company: entry.company_name });
  }

  // Match to the job preferences: a desired title that the experience or skills speak to.
  const own = new Set([
    ...work.flatMap((entry) => wordsOf(`${entry.job_title} ${entry.description ?? ''}`, locale)),
    ...profile.skills.flatMap((skill) => wordsOf(skill.value, locale)),
    ...profile.educations.flatMap((school) => wordsOf(school.field_of_study, locale)),
    ...wordsOf(profile.summary, locale),
    // An attached resume's reading speaks for the seeker too.
    ...(resume
      ? [...resume.work_experiences.map((entry) => entry.job_title), ...resume.skills, ...resume.educations.map((school) => school.field_of_study)].flatMap((text) => wordsOf(text, locale))
      : []),
  ]);
  const matched = profile.job_preferences.filter((preference) => wordsOf(preference.job_title, locale).some((word) => own.has(word)));
  const preferenceShare = profile.job_preferences.length === 0 ? 0 : matched.length / profile.job_preferences.length;
  shares.push({ key: 'preferences', share: preferenceShare, params: { matched: matched.length, preferences: profile.job_preferences.length } });
  for (const preference of profile.job_preferences.filter((candidate) => !matched.includes(candidate))) {
    suggest('matchPreference', 'summary', { title: preference.job_title });
  }

  // Match to a chosen job's requirements: its skills found in the profile.
  if (job) {
    const text = new Set([...own, ...[...profile.skills.map((skill) => skill.value), ...(resume?.skills ?? [])].map((skill) => skill.toLocaleLowerCase())]);
    const wanted = job.skills.length > 0 ? job.skills : [job.title];
    const found = wanted.filter((skill) => text.has(skill.toLocaleLowerCase()) || wordsOf(skill, locale).every((word) => text.has(word)));
    const missing = wanted.filter((skill) => !found.includes(skill));
    shares.push({ key: 'job_match', share: found.length / wanted.length, params: { found: found.length, wanted: wanted.length, title: job.title } });
    if (missing.length > 0) suggest('addJobSkills', 'skills', { skills: missing.slice(0, 5).join(', '), title: job.title });
  }

  // Language quality: only when the provider can judge it (its score is out of 10).
  if (judgement) {
    shares.push({ key: 'language', share: Math.min(10, Math.max(0, judgement.score)) / 10, params: {} });
    for (const note of judgement.notes) suggest('providerNote', 'summary', { note });
  }

  const maxima = maximaFor(shares.map((part) => part.key));
  const reasons: Reason[] = shares.map(({ key, share, params }) => {
    const max = maxima[key] ?? 0;
    return { key, points: Math.round(max * share), max, params };
  });
  // The score is the sum of the points shown, out of maxima that add up to 100.
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons, suggestions };
}
