import { z } from 'zod';

/**
 * What /jobseeker answers about a profile. Ids point into the config lists, which the web
 * already has in the reader's language; months are 'YYYY-MM', days 'YYYY-MM-DD'.
 */

const id = z.number().int();
const month = z.string();

export const workExperienceSchema = z.object({
  id,
  company_name: z.string(),
  job_title: z.string(),
  function_job_title_id: id.nullable(),
  industry_id: id.nullable(),
  working_period_from: month,
  working_period_to: month.nullable(),
  is_currently_work_here: z.boolean(),
  /** The period's ends the resume import gave as a year alone: shown as the year (decision 0070). */
  period_from_year_only: z.boolean().optional(),
  period_to_year_only: z.boolean().optional(),
  salary: z.number().int().nullable(),
  currency: z.string().nullable(),
  description: z.string().nullable(),
  hide_from_company: z.boolean(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const educationSchema = z.object({
  id,
  school: z.string(),
  degree_id: id,
  field_of_study: z.string().nullable(),
  study_period_from: month,
  study_period_to: month.nullable(),
  is_currently_studying: z.boolean(),
  /** The period's ends the resume import gave as a year alone: shown as the year (decision 0070). */
  period_from_year_only: z.boolean().optional(),
  period_to_year_only: z.boolean().optional(),
  description: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

export const licenseSchema = z.object({
  id,
  name: z.string(),
  issuing_organisation: z.string(),
  credential_id: z.string().nullable(),
  credential_url: z.string().nullable(),
  issue_date: month,
  expiry_date: month.nullable(),
  is_permanent: z.boolean(),
  attachment: z
    .object({ id, filename: z.string(), mime_type: z.string(), size: z.number().int(), url: z.string() })
    .nullable(),
});
export type License = z.infer<typeof licenseSchema>;

export const linkSchema = z.object({ id, title: z.string(), url: z.string(), description: z.string().nullable() });
export type ProfileLink = z.infer<typeof linkSchema>;

export const userLanguageSchema = z.object({ id, language_id: id, proficiency: z.string() });
export type UserLanguage = z.infer<typeof userLanguageSchema>;

export const skillSchema = z.object({ id, value: z.string(), proficiency: z.string().nullable() });
export type Skill = z.infer<typeof skillSchema>;

export const jobPreferenceSchema = z.object({
  id,
  job_title: z.string(),
  function_job_title_id: id.nullable(),
  industry_id: id,
  job_type_id: id,
  work_arrangement: z.enum(['onsite', 'hybrid', 'remote']),
  location_id: id.nullable(),
  is_overseas: z.boolean(),
  country_key: z.string().nullable(),
  currency: z.string(),
  salary_from: z.number().int(),
  salary_to: z.number().int(),
  work_timezone: z.string().nullable(),
  work_language_id: id.nullable(),
});
export type JobPreference = z.infer<typeof jobPreferenceSchema>;

/** The basic part of the profile (platform spec §3 Profile). */
export const basicProfileSchema = z.object({
  id,
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  birthdate: z.string().nullable(),
  nationality: z.string().nullable(),
  work_eligibility: z.array(z.string()),
  phone_country_code: z.string().nullable(),
  phone_num: z.string().nullable(),
  location_id: id.nullable(),
  address: z.string().nullable(),
  xp_lvl_id: id.nullable(),
  working_since: month.nullable(),
  job_seeking_status_id: id.nullable(),
  notice_period_id: id.nullable(),
  user_identity_id: id.nullable(),
  summary: z.string().nullable(),
  is_open_to_work: z.boolean(),
  avatar: z.string().nullable(),
  is_profile_completed: z.boolean(),
  is_email_verify: z.boolean(),
  is_mobile_verified: z.boolean(),
  /** Onboarding flags: create_resume, free_resume, quick_upload, register_redirect. */
  flags: z.record(z.string(), z.boolean()),
});
export type BasicProfile = z.infer<typeof basicProfileSchema>;

/** GET /jobseeker/me: the basic info and every part of the profile. */
export const profileSchema = basicProfileSchema.extend({
  work_experiences: z.array(workExperienceSchema),
  educations: z.array(educationSchema),
  license_certifications: z.array(licenseSchema),
  websites: z.array(linkSchema),
  languages: z.array(userLanguageSchema),
  skills: z.array(skillSchema),
  job_preferences: z.array(jobPreferenceSchema),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /jobseeker/account-setting. */
export const accountSettingSchema = z.object({
  email: z.string().nullable(),
  is_email_verify: z.boolean(),
  phone_country_code: z.string().nullable(),
  phone_num: z.string().nullable(),
  is_mobile_verified: z.boolean(),
  has_password: z.boolean(),
  notice_period_id: id.nullable(),
  is_open_to_work: z.boolean(),
  is_subscribe: z.boolean(),
  language_slug: z.string(),
});
export type AccountSetting = z.infer<typeof accountSettingSchema>;

/** POST /jobseeker/upload-avatar. */
export const avatarAnswerSchema = z.object({ avatar: z.string(), uploads_left_today: z.number().int() });

/** POST /jobseeker/license-certifications/upload-attachment. */
export const attachmentAnswerSchema = z.object({
  id,
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentAnswerSchema>;

export const workExperienceListSchema = z.object({ work_experiences: z.array(workExperienceSchema) });
export const educationListSchema = z.object({ educations: z.array(educationSchema) });
export const jobPreferenceListSchema = z.object({ job_preferences: z.array(jobPreferenceSchema) });
export const skillListAnswerSchema = z.object({ skills: z.array(skillSchema) });
export const deletedSchema = z.object({ id, deleted: z.literal(true) });
