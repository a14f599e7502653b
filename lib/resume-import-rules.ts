import type { ParsedEducation, ParsedLanguage, ParsedWork } from './schemas/resume-parsing';

/**
 * Whether a found entry has what the profile's forms require (a title and company, a school and
 * degree level, a start month and an end or "until now", a known language). Zod-free, so the
 * import picker loads it without the schemas (docs/decisions/0008); the platform checks the same
 * with the forms' own schemas when it imports.
 */
export const importableWork = (work: ParsedWork) => Boolean(work.job_title && work.company_name && work.from && (work.current || work.to));
export const importableEducation = (education: ParsedEducation) =>
  Boolean(education.school && education.degree_id && education.from && (education.current || education.to));
export const importableLanguage = (language: ParsedLanguage) => language.language_id !== null;
