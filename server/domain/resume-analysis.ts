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
const summaryRange = { min: 40, max: 150, short: 15 };
const describedWords = 20;

/**
 * The resume score out of 100 (platform spec §9) and its reasons, from facts anyone can check:
 * sections present, length, measurable results, match to the job preferences and to a chosen
 * job's requirements, and language quality when the provider judges it. Each reason is points
 * of a maximum; the score is their share of the maxima that apply. Suggestions name the
 * profile section that fixes them.
 */
export function analyseProfile(
  profile: Profile,
  { job, judgement, locale, resume = null }: { job: JobRequirements | null; judgement: LanguageJudgement | null; locale: string; resume?: ResumeContent | null },
): Pick<ResumeAnalysis, 'score' | 'reasons' | 'suggestions'> {
  const reasons: Reason[] = [];
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
  reasons.push({ key: 'sections', points: sections, max: 30, params: { present: Object.values(present).filter(Boolean).length, total: 6 } });
  if (!present.summary) suggest('addSummary', 'summary');
  if (!present.work) suggest('addExperience', 'work_experiences');
  if (!present.education) suggest('addEducation', 'educations');
  if (!present.skills) suggest('addSkills', 'skills', { count: profile.skills.length });
  if (!present.languages) suggest('addLanguages', 'languages');
  if (!present.extras) suggest('addLinks', 'links');

  // Length (15): a summary of 40–150 words, and work described in 20 words or more.
  const summaryWords = wordsOf(profile.summary, locale).length;
  let summaryPoints = 0;
  if (summaryWords >= summaryRange.min && summaryWords <= summaryRange.max) summaryPoints = 7;
  else if (summaryWords > summaryRange.max) summaryPoints = 4;
  else if (summaryWords >= summaryRange.short) summaryPoints = 3;
  if (present.summary && summaryWords < summaryRange.min) suggest('lengthenSummary', 'summary', { words: summaryWords, min: summaryRange.min });
  if (summaryWords > summaryRange.max) suggest('shortenSummary', 'summary', { words: summaryWords, max: summaryRange.max });
  const thin = work.filter((entry) => wordsOf(entry.description, locale).length < describedWords);
  const describedPoints = work.length === 0 ? 0 : Math.round((8 * (work.length - thin.length)) / work.length);
  for (const entry of thin.slice(0, 3)) suggest('describeWork', 'work_experiences', { title: entry.job_title, company: entry.company_name });
  reasons.push({ key: 'length', points: summaryPoints + describedPoints, max: 15, params: { summary_words: summaryWords, described: work.length - thin.length, jobs: work.length } });

  // Measurable results (20): work descriptions that hold a number.
  const withNumbers = work.filter((entry) => hasNumber(entry.description));
  reasons.push({ key: 'measurable', points: work.length === 0 ? 0 : Math.round((20 * withNumbers.length) / work.length), max: 20, params: { with_numbers: withNumbers.length, jobs: work.length } });
  for (const entry of work.filter((candidate) => !hasNumber(candidate.description)).slice(0, 3)) {
    suggest('addNumbers', 'work_experiences', { title: entry.job_title, company: entry.company_name });
  }

  // Match to the job preferences (15): a desired title that the experience or skills speak to.
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
  const preferencePoints = profile.job_preferences.length === 0 ? 0 : Math.round((15 * matched.length) / profile.job_preferences.length);
  reasons.push({ key: 'preferences', points: preferencePoints, max: 15, params: { matched: matched.length, preferences: profile.job_preferences.length } });
  for (const preference of profile.job_preferences.filter((candidate) => !matched.includes(candidate))) {
    suggest('matchPreference', 'summary', { title: preference.job_title });
  }

  // Match to a chosen job's requirements (20): its skills found in the profile.
  if (job) {
    const text = new Set([...own, ...[...profile.skills.map((skill) => skill.value), ...(resume?.skills ?? [])].map((skill) => skill.toLocaleLowerCase())]);
    const wanted = job.skills.length > 0 ? job.skills : [job.title];
    const found = wanted.filter((skill) => text.has(skill.toLocaleLowerCase()) || wordsOf(skill, locale).every((word) => text.has(word)));
    const missing = wanted.filter((skill) => !found.includes(skill));
    reasons.push({ key: 'job_match', points: Math.round((20 * found.length) / wanted.length), max: 20, params: { found: found.length, wanted: wanted.length, title: job.title } });
    if (missing.length > 0) suggest('addJobSkills', 'skills', { skills: missing.slice(0, 5).join(', '), title: job.title });
  }

  // Language quality (10): only when the provider can judge it.
  if (judgement) {
    reasons.push({ key: 'language', points: judgement.score, max: 10, params: {} });
    for (const note of judgement.notes) suggest('providerNote', 'summary', { note });
  }

  const points = reasons.reduce((sum, reason) => sum + reason.points, 0);
  const max = reasons.reduce((sum, reason) => sum + reason.max, 0);
  return { score: Math.round((100 * points) / max), reasons, suggestions };
}
