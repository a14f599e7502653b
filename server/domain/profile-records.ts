import type {
  BasicProfile,
  Education,
  JobPreference,
  License,
  ProfileLink,
  Skill,
  UserLanguage,
  WorkExperience,
} from '@/lib/schemas/jobseeker';
import type {
  educations,
  files,
  jobPreferences,
  licenseCertifications,
  userLanguages,
  userLinks,
  userSkills,
  users,
  workExperiences,
} from '../db/schema';

/**
 * Rows → the answers of /jobseeker (lib/schemas/jobseeker-answers.ts). Periods are stored as the
 * first day of their month and answered as 'YYYY-MM'.
 */

export const monthOf = (day: string): string => day.slice(0, 7);
export const firstDayOf = (month: string): string => `${month.slice(0, 7)}-01`;
const monthOrNull = (day: string | null) => (day ? monthOf(day) : null);

/** Files are served by the platform; browsers reach it under /api on the web's origin. */
export const publicApiPrefix = '/api';
export const avatarUrl = (storageKey: string) => `${publicApiPrefix}/jobseeker/avatars/${storageKey}`;
export const attachmentUrl = (fileId: number) => `${publicApiPrefix}/jobseeker/license-certifications/attachments/${fileId}`;

export function toBasicProfile(user: typeof users.$inferSelect): BasicProfile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    birthdate: user.birthdate,
    nationality: user.nationality,
    work_eligibility: user.workEligibility,
    phone_country_code: user.phoneCountryCode,
    phone_num: user.phoneNum,
    location_id: user.locationId,
    address: user.address,
    xp_lvl_id: user.xpLvlId,
    working_since: monthOrNull(user.workingSince),
    job_seeking_status_id: user.jobSeekingStatusId,
    notice_period_id: user.noticePeriodId,
    user_identity_id: user.userIdentityId,
    summary: user.summary,
    is_open_to_work: user.isOpenToWork,
    avatar: user.avatar,
    is_profile_completed: user.isProfileCompleted,
    is_email_verify: user.isEmailVerified,
    is_mobile_verified: user.isMobileVerified,
    flags: user.flags ?? {},
  };
}

export function toWorkExperience(row: typeof workExperiences.$inferSelect): WorkExperience {
  return {
    id: row.id,
    company_name: row.companyName,
    job_title: row.jobTitle,
    function_job_title_id: row.functionJobTitleId,
    industry_id: row.industryId,
    working_period_from: monthOf(row.workingPeriodFrom),
    working_period_to: monthOrNull(row.workingPeriodTo),
    is_currently_work_here: row.isCurrentlyWorkHere,
    period_from_year_only: row.periodFromYearOnly,
    period_to_year_only: row.periodToYearOnly,
    salary: row.salary,
    currency: row.currency,
    description: row.description,
    hide_from_company: row.hideFromCompany,
  };
}

export function toEducation(row: typeof educations.$inferSelect): Education {
  return {
    id: row.id,
    school: row.school,
    degree_id: row.degreeId,
    field_of_study: row.fieldOfStudy,
    study_period_from: monthOf(row.studyPeriodFrom),
    study_period_to: monthOrNull(row.studyPeriodTo),
    is_currently_studying: row.isCurrentlyStudying,
    period_from_year_only: row.periodFromYearOnly,
    period_to_year_only: row.periodToYearOnly,
    description: row.description,
  };
}

export function toLicense(row: typeof licenseCertifications.$inferSelect, file: typeof files.$inferSelect | null): License {
  return {
    id: row.id,
    name: row.name,
    issuing_organisation: row.issuingOrganisation,
    credential_id: row.credentialId,
    credential_url: row.credentialUrl,
    issue_date: monthOf(row.issueDate),
    expiry_date: monthOrNull(row.expiryDate),
    is_permanent: row.isPermanent,
    attachment: file
      ? { id: file.id, filename: file.filename, mime_type: file.mimeType, size: file.size, url: attachmentUrl(file.id) }
      : null,
  };
}

export function toLink(row: typeof userLinks.$inferSelect): ProfileLink {
  return { id: row.id, title: row.title, url: row.url, description: row.description };
}

export function toUserLanguage(row: typeof userLanguages.$inferSelect): UserLanguage {
  return { id: row.id, language_id: row.languageId, proficiency: row.proficiency };
}

export function toSkill(row: typeof userSkills.$inferSelect): Skill {
  return { id: row.id, value: row.value, proficiency: row.proficiency };
}

export function toJobPreference(row: typeof jobPreferences.$inferSelect): JobPreference {
  return {
    id: row.id,
    job_title: row.jobTitle,
    function_job_title_id: row.functionJobTitleId,
    industry_id: row.industryId,
    job_type_id: row.jobTypeId,
    work_arrangement: row.workArrangement as JobPreference['work_arrangement'],
    location_id: row.locationId,
    is_overseas: row.countryKey !== null,
    country_key: row.countryKey,
    currency: row.currency,
    salary_from: row.salaryFrom,
    salary_to: row.salaryTo,
    work_timezone: row.workTimezone,
    work_language_id: row.workLanguageId,
  };
}
