import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type {
  BasicInfoPatch,
  EducationBody,
  JobPreferenceBody,
  LanguageBody,
  LicenseBody,
  LinkBody,
  SkillsBody,
  WorkExperienceBody,
} from '@/lib/schemas/jobseeker';
import type { Device } from './http-base';
import { unwrap } from './http-base';
import { userChangedEvent } from '@/lib/session-events';

/**
 * The /jobseeker profile calls (core spec §7 Profile). Schemas load on first use so zod stays
 * out of a page's first load (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/jobseeker');

export async function getProfile(http: AxiosInstance, source: Device = 'web') {
  const response = await http.get('/jobseeker/me', { params: { source } });
  return unwrap((await schemas()).profileSchema, response.data);
}

export async function updateBasicInfo(http: AxiosInstance, body: BasicInfoPatch) {
  const response = await http.patch('/jobseeker/me', body);
  return unwrap((await schemas()).profileSchema, response.data);
}

export async function getAccountSetting(http: AxiosInstance) {
  const response = await http.get('/jobseeker/account-setting');
  return unwrap((await schemas()).accountSettingSchema, response.data);
}

/** Step 5 of onboarding: the answer is the updated session user. */
export async function completeProfile(http: AxiosInstance) {
  const response = await http.post('/jobseeker/complete-profile');
  const { sessionUserSchema } = await import('@/lib/schemas/session');
  return unwrap(sessionUserSchema.loose(), response.data);
}

export async function getWorkExperiences(http: AxiosInstance) {
  const response = await http.get('/jobseeker/work-experiences');
  return unwrap((await schemas()).workExperienceListSchema, response.data).work_experiences;
}

export async function createWorkExperience(http: AxiosInstance, body: WorkExperienceBody) {
  const response = await http.post('/jobseeker/work-experiences/create', body);
  return unwrap((await schemas()).workExperienceSchema, response.data);
}

export async function updateWorkExperience(http: AxiosInstance, id: number, body: WorkExperienceBody) {
  const response = await http.patch(`/jobseeker/work-experiences/${id}/update`, body);
  return unwrap((await schemas()).workExperienceSchema, response.data);
}

export async function deleteWorkExperience(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/work-experiences/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function getEducations(http: AxiosInstance) {
  const response = await http.get('/jobseeker/educations');
  return unwrap((await schemas()).educationListSchema, response.data).educations;
}

export async function createEducation(http: AxiosInstance, body: EducationBody) {
  const response = await http.post('/jobseeker/educations/create', body);
  return unwrap((await schemas()).educationSchema, response.data);
}

export async function updateEducation(http: AxiosInstance, id: number, body: EducationBody) {
  const response = await http.patch(`/jobseeker/educations/${id}/update`, body);
  return unwrap((await schemas()).educationSchema, response.data);
}

export async function deleteEducation(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/educations/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function getJobPreferences(http: AxiosInstance) {
  const response = await http.get('/jobseeker/job-preferences');
  return unwrap((await schemas()).jobPreferenceListSchema, response.data).job_preferences;
}

export async function getJobPreference(http: AxiosInstance, id: number) {
  const response = await http.get(`/jobseeker/job-preferences/${id}`);
  return unwrap((await schemas()).jobPreferenceSchema, response.data);
}

export async function createJobPreference(http: AxiosInstance, body: JobPreferenceBody) {
  const response = await http.post('/jobseeker/job-preferences/create', body);
  return unwrap((await schemas()).jobPreferenceSchema, response.data);
}

export async function updateJobPreference(http: AxiosInstance, id: number, body: JobPreferenceBody) {
  const response = await http.patch(`/jobseeker/job-preferences/${id}/update`, body);
  return unwrap((await schemas()).jobPreferenceSchema, response.data);
}

export async function deleteJobPreference(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/job-preferences/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function uploadLicenseAttachment(http: AxiosInstance, file: File) {
  const form = new FormData();
  form.append('file', file);
  form.append('filename', file.name);
  const response = await http.post('/jobseeker/license-certifications/upload-attachment', form);
  return unwrap((await schemas()).attachmentAnswerSchema, response.data);
}

export async function createLicense(http: AxiosInstance, body: LicenseBody) {
  const response = await http.post('/jobseeker/license-certifications/create', body);
  return unwrap((await schemas()).licenseSchema, response.data);
}

export async function updateLicense(http: AxiosInstance, id: number, body: LicenseBody) {
  const response = await http.patch(`/jobseeker/license-certifications/${id}/update`, body);
  return unwrap((await schemas()).licenseSchema, response.data);
}

export async function deleteLicense(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/license-certifications/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function createLink(http: AxiosInstance, body: LinkBody) {
  const response = await http.post('/jobseeker/websites/create', body);
  return unwrap((await schemas()).linkSchema, response.data);
}

export async function updateLink(http: AxiosInstance, id: number, body: LinkBody) {
  const response = await http.patch(`/jobseeker/websites/${id}/update`, body);
  return unwrap((await schemas()).linkSchema, response.data);
}

export async function deleteLink(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/websites/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function createLanguage(http: AxiosInstance, body: LanguageBody) {
  const response = await http.post('/jobseeker/languages/create', body);
  return unwrap((await schemas()).userLanguageSchema, response.data);
}

export async function updateLanguage(http: AxiosInstance, id: number, body: LanguageBody) {
  const response = await http.patch(`/jobseeker/languages/${id}/update`, body);
  return unwrap((await schemas()).userLanguageSchema, response.data);
}

export async function deleteLanguage(http: AxiosInstance, id: number) {
  const response = await http.delete(`/jobseeker/languages/${id}/delete`);
  return unwrap((await schemas()).deletedSchema, response.data);
}

export async function replaceSkills(http: AxiosInstance, body: SkillsBody) {
  const response = await http.put('/jobseeker/skills/update', body);
  return unwrap((await schemas()).skillListAnswerSchema, response.data).skills;
}

/** POST /jobseeker/upload-avatar: multipart `avatar` and `filename` (core spec §7). */
export async function uploadAvatar(http: AxiosInstance, file: File) {
  const form = new FormData();
  form.append('avatar', file);
  form.append('filename', file.name);
  const response = await http.post('/jobseeker/upload-avatar', form);
  return unwrap((await schemas()).avatarAnswerSchema, response.data);
}

export const jobseekerKeys = {
  all: ['jobseeker'] as const,
  me: () => [...jobseekerKeys.all, 'me'] as const,
  workExperiences: () => [...jobseekerKeys.all, 'work-experiences'] as const,
  educations: () => [...jobseekerKeys.all, 'educations'] as const,
  jobPreferences: () => [...jobseekerKeys.all, 'job-preferences'] as const,
};

export function profileQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: jobseekerKeys.me(), queryFn: () => getProfile(http) });
}

export function workExperiencesQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: jobseekerKeys.workExperiences(), queryFn: () => getWorkExperiences(http) });
}

export function educationsQuery(http: AxiosInstance) {
  return queryOptions({ queryKey: jobseekerKeys.educations(), queryFn: () => getEducations(http) });
}

/**
 * After a change to fields the session user holds (name, avatar, email, phone, completion),
 * the web's BFF re-reads the profile and rewrites the `user` cookie (docs: session contract).
 */
export async function refreshSessionUser(): Promise<boolean> {
  const response = await fetch('/session/refresh-user', { method: 'POST', credentials: 'same-origin' });
  // The header reads the cookie: tell it, so it shows the new name or photo without a reload.
  if (response.ok) window.dispatchEvent(new Event(userChangedEvent));
  return response.ok;
}
