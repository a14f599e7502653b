import { z } from 'zod';
import { countryKeys } from '../countries';
import { checkPhone } from '../phone';
import { workArrangements } from './job';
import { languageProficiencies, skillProficiencies, workTimezones } from './jobseeker-constants';
import {
  addRuleIssue,
  amount,
  description,
  email,
  flag,
  isAtLeastYearsOld,
  isoDay,
  minimumAge,
  optionalId,
  optionalMonth,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  personName,
  refinePhone,
  requiredChoice,
  optionalDate,
  requiredId,
  requiredMonth,
  requiredText,
  ruleMessages,
  url,
} from './jobseeker-rules';

export * from './jobseeker-answers';
export * from './jobseeker-constants';
export { isoDay } from './jobseeker-rules';
export { type WorkArrangement, workArrangements } from './job';

/**
 * The profile contract (core spec §4, §7 Profile; platform spec §3, §5): the request bodies of
 * /jobseeker, parsed by the platform and by the web's forms alike. Rules whose truth lives in
 * the database (does this industry exist, is this the 4th remote preference) are the
 * platform's; everything a form can know is here.
 */

/**
 * Cross-field rules run even when a field of the object already failed, so a form shows every
 * problem at once (zod skips them after a type error by default). They guard their own inputs.
 */
const always = { when: () => true };

const countryKey = z.enum(countryKeys.filter((key) => key !== 'com') as [string, ...string[]], { error: ruleMessages.choose });
const phonePrefix = z
  .union([z.string().regex(/^\+\d{1,4}$/, ruleMessages.phonePrefix), z.null()], { error: ruleMessages.phonePrefix })
  .optional();
const phoneNumber = z.union([z.string(), z.null()], { error: ruleMessages.phoneDigits }).optional();

/** The basic-info fields (platform spec §3 Profile); each rule once, for the form and PATCH /me. */
function basicInfoShape(today: string) {
  return {
    first_name: personName,
    last_name: personName,
    email,
    // Optional (platform spec §3 lists it, §5 only bounds it): at least 16 years old when given.
    birthdate: optionalDate
      .refine((value) => value === null || value <= today, ruleMessages.notInFuture)
      .refine((value) => value === null || isAtLeastYearsOld(value, today, minimumAge), ruleMessages.tooYoung),
    nationality: z.union([countryKey, z.null()]).optional(),
    work_eligibility: z.array(countryKey, { error: ruleMessages.choose }).max(30, ruleMessages.choose),
    phone_country_code: phonePrefix,
    phone_num: phoneNumber,
    location_id: requiredId,
    address: optionalText(200),
    xp_lvl_id: optionalId,
    working_since: optionalMonth.refine((value) => value === null || value <= today.slice(0, 7), ruleMessages.notInFuture),
    job_seeking_status_id: optionalId,
    notice_period_id: optionalId,
    user_identity_id: z.union([z.literal(1), z.literal(2)], {
      error: (issue) => (issue.input === undefined || issue.input === null ? ruleMessages.required : ruleMessages.choose),
    }),
    summary: optionalMultilineText(4000),
    is_open_to_work: z.boolean({ error: ruleMessages.choose }),
  };
}

type BasicInfoShape = ReturnType<typeof basicInfoShape>;

const blankPhone = (value: { phone_num?: string | null }) => value.phone_num === null || (typeof value.phone_num === 'string' && value.phone_num.trim() === '');

/**
 * Phone: optional in the basic info (platform spec §3 lists it; "cannot be empty" is for the
 * places that ask for one, like phone login). A number given is checked for its country and
 * read as people type it (lib/phone.ts); a blank one means no phone.
 */
function withPhone<T extends { phone_country_code?: string | null; phone_num?: string | null }>(value: T, ctx: z.RefinementCtx) {
  // A prefix alone in a patch is still asked for its number (refinePhone says so).
  if (value.phone_num === undefined && value.phone_country_code === undefined) return;
  if (value.phone_num !== undefined && blankPhone(value)) return;
  refinePhone(value.phone_country_code, value.phone_num, ctx, { prefix: 'phone_country_code', number: 'phone_num' });
}

/** The number stored one way: national digits beside the prefix; no number, no prefix either. */
function normalisePhone<T extends { phone_country_code?: string | null; phone_num?: string | null }>(value: T): T {
  if (value.phone_num !== undefined && blankPhone(value)) return { ...value, phone_country_code: null, phone_num: null };
  if (typeof value.phone_country_code !== 'string' || typeof value.phone_num !== 'string') return value;
  return { ...value, phone_num: checkPhone(value.phone_country_code, value.phone_num).national };
}

/** Starting work can't come before birth. */
function workingSinceAfterBirth(value: { birthdate?: string | null; working_since?: string | null }, ctx: z.RefinementCtx) {
  // Runs even when a field failed its own rule (always), so a field may hold anything here.
  if (typeof value.birthdate === 'string' && typeof value.working_since === 'string' && value.working_since < value.birthdate.slice(0, 7)) {
    addRuleIssue(ctx, 'endBeforeStart', ['working_since']);
  }
}

/** The whole basic-info form of manage-profile; `today` decides the minimum age. */
export function basicInfoSchema(today: string = isoDay(new Date())) {
  return z
    .object(basicInfoShape(today))
    .superRefine(withPhone, always)
    .superRefine(workingSinceAfterBirth, always)
    .transform(normalisePhone);
}
export type BasicInfoInput = z.input<ReturnType<typeof basicInfoSchema>>;

/**
 * PATCH /jobseeker/me: any subset of the basic info (core spec §7: notice_period_id,
 * user_identity_id or profile data). A field that is sent obeys its rule; a required one can't
 * be emptied.
 */
export function basicInfoPatchSchema(today: string = isoDay(new Date())) {
  return z
    .object(basicInfoShape(today))
    .partial()
    .superRefine(withPhone, always)
    .superRefine(workingSinceAfterBirth, always)
    .transform(normalisePhone);
}
export type BasicInfoPatch = z.input<ReturnType<typeof basicInfoPatchSchema>>;

/** Onboarding step 1's part of the profile (core spec §4): who you are and where, required. */
export function onboardingProfileSchema(today: string = isoDay(new Date())) {
  const shape: BasicInfoShape = basicInfoShape(today);
  return z.object({
    first_name: shape.first_name,
    last_name: shape.last_name,
    user_identity_id: shape.user_identity_id,
    location_id: shape.location_id,
    xp_lvl_id: shape.xp_lvl_id,
    job_seeking_status_id: requiredId,
    notice_period_id: shape.notice_period_id,
  });
}

/** POST /jobseeker/work-experiences/create and PATCH …/{id}/update (platform spec §3, §5). */
export const workExperienceBodySchema = z
  .object({
    company_name: requiredText(100),
    job_title: requiredText(100),
    function_job_title_id: optionalId,
    industry_id: optionalId,
    working_period_from: requiredMonth,
    working_period_to: optionalMonth,
    is_currently_work_here: flag,
    salary: z.union([amount, z.null()]).optional().transform((value) => value ?? null),
    currency: optionalText(3),
    description,
    hide_from_company: flag,
    /** Set after the user confirmed adding an entry that looks like one they have. */
    confirm_duplicate: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.is_currently_work_here) return;
    if (!value.working_period_to) addRuleIssue(ctx, 'required', ['working_period_to']);
    else if (value.working_period_from && value.working_period_to < value.working_period_from) {
      addRuleIssue(ctx, 'endBeforeStart', ['working_period_to']);
    }
  }, always)
  .superRefine((value, ctx) => {
    if (value.salary !== null && value.salary !== undefined && !value.currency) addRuleIssue(ctx, 'required', ['currency']);
  }, always)
  .transform((value) => ({ ...value, working_period_to: value.is_currently_work_here ? null : value.working_period_to }));
export type WorkExperienceBody = z.input<typeof workExperienceBodySchema>;

/** POST /jobseeker/educations/create and PATCH …/{id}/update. */
export const educationBodySchema = z
  .object({
    school: requiredText(150),
    degree_id: requiredId,
    field_of_study: optionalText(100),
    study_period_from: requiredMonth,
    study_period_to: optionalMonth,
    is_currently_studying: flag,
    description,
    confirm_duplicate: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.is_currently_studying) return;
    if (!value.study_period_to) addRuleIssue(ctx, 'required', ['study_period_to']);
    else if (value.study_period_from && value.study_period_to < value.study_period_from) {
      addRuleIssue(ctx, 'endBeforeStart', ['study_period_to']);
    }
  }, always)
  .transform((value) => ({ ...value, study_period_to: value.is_currently_studying ? null : value.study_period_to }));
export type EducationBody = z.input<typeof educationBodySchema>;

/** POST /jobseeker/license-certifications/create and PATCH …/{id}/update. */
export const licenseBodySchema = z
  .object({
    name: requiredText(100),
    issuing_organisation: requiredText(100),
    credential_id: optionalText(100),
    credential_url: optionalUrl,
    issue_date: requiredMonth,
    expiry_date: optionalMonth,
    is_permanent: flag,
    attachment_file_id: optionalId,
  })
  .superRefine((value, ctx) => {
    if (value.is_permanent) return;
    if (!value.expiry_date) addRuleIssue(ctx, 'required', ['expiry_date']);
    else if (value.issue_date && value.expiry_date <= value.issue_date) addRuleIssue(ctx, 'expiryBeforeIssue', ['expiry_date']);
  }, always)
  .transform((value) => ({ ...value, expiry_date: value.is_permanent ? null : value.expiry_date }));
export type LicenseBody = z.input<typeof licenseBodySchema>;

/** POST /jobseeker/websites/create and PATCH …/{id}/update: a link on the profile. */
export const linkBodySchema = z.object({
  title: requiredText(50),
  url,
  description: optionalText(500),
});
export type LinkBody = z.input<typeof linkBodySchema>;

/** POST /jobseeker/languages/create and PATCH …/{id}/update. */
export const languageBodySchema = z.object({
  language_id: requiredId,
  proficiency: requiredChoice(languageProficiencies),
});
export type LanguageBody = z.input<typeof languageBodySchema>;

const skillValue = z
  .string({ error: ruleMessages.required })
  .trim()
  .min(1, ruleMessages.required)
  .max(50, ruleMessages.skillTooLong);

/** PUT /jobseeker/skills/update: the whole list, at most 10 skills of at most 50 characters. */
export const skillsBodySchema = z.object({
  skills: z
    .array(
      z.object({
        value: skillValue,
        proficiency: z.union([z.enum(skillProficiencies, { error: ruleMessages.choose }), z.null()]).optional().transform((v) => v ?? null),
      }),
      { error: ruleMessages.choose },
    )
    .max(10, ruleMessages.tooManySkills)
    .superRefine((skills, ctx) => {
      const seen = new Set<string>();
      skills.forEach((skill, index) => {
        const key = typeof skill.value === 'string' ? skill.value.trim().toLowerCase() : '';
        if (key && seen.has(key)) addRuleIssue(ctx, 'duplicateSkill', [index, 'value']);
        seen.add(key);
      });
    }),
});
export type SkillsBody = z.input<typeof skillsBodySchema>;

/**
 * POST /jobseeker/job-preferences/create and PATCH …/{id}/update. Required (platform spec
 * §5): job title, industry, job type, work arrangement, location (the country instead when
 * overseas), currency, both salaries with from ≤ to, the work language, and for remote work
 * the time zone.
 */
export const jobPreferenceBodySchema = z
  .object({
    job_title: requiredText(100),
    function_job_title_id: optionalId,
    industry_id: requiredId,
    job_type_id: requiredId,
    work_arrangement: requiredChoice(workArrangements),
    location_id: optionalId,
    is_overseas: flag,
    country_key: z.union([countryKey, z.null()]).optional().transform((v) => v ?? null),
    currency: requiredText(3),
    salary_from: amount,
    salary_to: amount,
    work_timezone: z
      .union([z.enum(workTimezones, { error: ruleMessages.choose }), z.null()])
      .optional()
      .transform((v) => v ?? null),
    work_language_id: requiredId,
  })
  .superRefine((value, ctx) => {
    if (value.work_arrangement !== 'remote' && !value.is_overseas && !value.location_id) addRuleIssue(ctx, 'required', ['location_id']);
    if (value.is_overseas && !value.country_key) addRuleIssue(ctx, 'required', ['country_key']);
    if (value.work_arrangement === 'remote' && !value.work_timezone) addRuleIssue(ctx, 'required', ['work_timezone']);
    if (typeof value.salary_from === 'number' && typeof value.salary_to === 'number' && value.salary_from > value.salary_to) {
      addRuleIssue(ctx, 'salaryRange', ['salary_from']);
    }
  }, always)
  .transform((value) => ({ ...value, country_key: value.is_overseas ? value.country_key : null }));
export type JobPreferenceBody = z.input<typeof jobPreferenceBodySchema>;

/** Onboarding step 1 (core spec §4): the profile part and one job preference, saved together. */
export function onboardingStepOneSchema(today: string = isoDay(new Date())) {
  return z.object({ profile: onboardingProfileSchema(today), preference: jobPreferenceBodySchema });
}
export type OnboardingStepOne = z.input<ReturnType<typeof onboardingStepOneSchema>>;

/** GET /jobseeker/me?source=web|mobile_web. */
export const profileQuerySchema = z.object({
  source: z.enum(['web', 'mobile_web'], { error: 'Use web or mobile_web' }).default('web'),
});

/** POST /jobseeker/upload-avatar: `filename` beside the multipart `avatar` file. */
export const avatarFilenameSchema = z.union([z.string().trim().max(255, 'Use at most 255 characters'), z.undefined()]);
