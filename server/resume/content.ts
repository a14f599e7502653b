import { type LanguageSlug, languageBySlug } from '@/lib/languages';
import type { Profile } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { findLocation, listRefItemsOf } from '../db/queries/reference-data';
import type { refItems } from '../db/schema';
import { labelIn } from '../domain/labels';
import { bundledMessages } from '../domain/translations/bundled';
import { isolateLtr } from './typeset';
import { personName } from '@/lib/person-name';
import { phoneDisplay } from '@/lib/phone-display';

/** What a template lays out: the profile's words, its list labels and the headings, all in one language. */
export interface ResumeEntry {
  title: string;
  subtitle: string | null;
  period: string | null;
  body: string | null;
}

export interface ResumeContent {
  language: LanguageSlug;
  name: string;
  headline: string | null;
  contact: string[];
  summary: string | null;
  experience: ResumeEntry[];
  education: ResumeEntry[];
  licenses: ResumeEntry[];
  skills: string[];
  languages: string[];
  links: string[];
  headings: Record<ResumeHeading, string>;
}

export const resumeHeadings = ['summary', 'experience', 'education', 'skills', 'languages', 'licenses', 'links', 'contact', 'present'] as const;
export type ResumeHeading = (typeof resumeHeadings)[number];

/** The headings a resume prints, from the bundled messages (ResumePdf.*) of its language. */
export function headingsIn(language: LanguageSlug): Record<ResumeHeading, string> {
  const messages = bundledMessages(language);
  const english = bundledMessages('en-us');
  return Object.fromEntries(
    resumeHeadings.map((key) => [key, messages.get(`ResumePdf.${key}`) ?? english.get(`ResumePdf.${key}`) ?? key]),
  ) as Record<ResumeHeading, string>;
}

function monthLabel(month: string, language: LanguageSlug): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(languageBySlug(language).intl, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** A year alone (an end the resume import gave as a year: decision 0070). */
function yearLabel(month: string, language: LanguageSlug): string {
  const year = Number(month.slice(0, 4));
  if (!year) return month;
  return new Intl.DateTimeFormat(languageBySlug(language).intl, { year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, 0, 1)));
}

function period(
  from: string,
  to: string | null,
  current: boolean,
  present: string,
  language: LanguageSlug,
  yearOnly: { from?: boolean; to?: boolean } = {},
): string {
  const label = (value: string, alone?: boolean) => (alone ? yearLabel(value, language) : monthLabel(value, language));
  return `${label(from, yearOnly.from)} – ${current || !to ? present : label(to, yearOnly.to)}`;
}

const clean = (text: string | null | undefined) => (text ?? '').trim() || null;

/**
 * The resume's content from a profile (server/domain/profile.ts loadProfile): list ids become
 * their labels in the resume's language; work hidden from companies still prints (it is the
 * seeker's own document).
 */
export async function resumeContent(db: Database, profile: Profile, language: LanguageSlug): Promise<ResumeContent> {
  const lang = languageBySlug(language);
  const headings = headingsIn(language);
  const [refs, place] = await Promise.all([
    listRefItemsOf(db, ['degrees', 'spoken_languages', 'language_proficiencies']),
    profile.location_id ? findLocation(db, profile.location_id) : Promise.resolve(undefined),
  ]);
  const label = (list: string, match: (row: typeof refItems.$inferSelect) => boolean) => {
    const row = refs.find((r) => r.list === list && match(r));
    return row ? labelIn(row.labels, lang) : null;
  };

  const latest = profile.work_experiences[0];
  const headline = clean(profile.job_preferences[0]?.job_title) ?? clean(latest?.job_title);
  // In international form (lib/phone-display.ts): a resume is read wherever it is sent.
  const phone = profile.phone_num ? phoneDisplay(`${profile.phone_country_code ?? ''}${profile.phone_num}`, null).text : null;
  const location = place ? labelIn(place.labels, lang) : null;

  return {
    language,
    name: personName(profile.first_name, profile.last_name),
    headline,
    contact: [profile.email && isolateLtr(profile.email), phone && isolateLtr(phone), location, clean(profile.address)].filter((v): v is string => Boolean(v)),
    summary: clean(profile.summary),
    experience: profile.work_experiences.map((work) => ({
      title: work.job_title,
      subtitle: work.company_name,
      period: period(work.working_period_from, work.working_period_to, work.is_currently_work_here, headings.present, language, {
        from: work.period_from_year_only,
        to: work.period_to_year_only,
      }),
      body: clean(work.description),
    })),
    education: profile.educations.map((school) => ({
      title: school.school,
      subtitle: [label('degrees', (r) => r.id === school.degree_id), clean(school.field_of_study)].filter(Boolean).join(' · ') || null,
      period: period(school.study_period_from, school.study_period_to, school.is_currently_studying, headings.present, language, {
        from: school.period_from_year_only,
        to: school.period_to_year_only,
      }),
      body: clean(school.description),
    })),
    licenses: profile.license_certifications.map((license) => ({
      title: license.name,
      subtitle: license.issuing_organisation,
      period: license.is_permanent || !license.expiry_date ? monthLabel(license.issue_date, language) : period(license.issue_date, license.expiry_date, false, headings.present, language),
      body: clean(license.credential_id),
    })),
    skills: profile.skills.map((skill) => skill.value),
    languages: profile.languages.map((spoken) =>
      [label('spoken_languages', (r) => r.id === spoken.language_id), label('language_proficiencies', (r) => r.key === spoken.proficiency)]
        .filter(Boolean)
        .join(' · '),
    ).filter(Boolean),
    links: profile.websites.map((link) => (link.title && link.title !== link.url ? `${link.title}: ${isolateLtr(link.url)}` : isolateLtr(link.url))),
    headings,
  };
}
