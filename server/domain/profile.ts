import type { Profile } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import {
  findOwnedPart,
  listEducationRows,
  listJobPreferenceRows,
  listLicenseRows,
  listLinks,
  listLiveFiles,
  listSkillRows,
  listUserLanguages,
  listWorkExperienceRows,
  type OwnedTable,
} from '../db/queries/profile-parts';
import { findUserById } from '../db/queries/users';
import type { users } from '../db/schema';
import { AppError } from '../http/app-error';
import {
  toBasicProfile,
  toEducation,
  toJobPreference,
  toLicense,
  toLink,
  toSkill,
  toUserLanguage,
  toWorkExperience,
} from './profile-records';

/**
 * A profile row by id, only when it belongs to the user: another user's row is the same 404
 * (40004) as a missing one, so ids reveal nothing.
 */
export async function findOwned<T extends OwnedTable>(db: Database, table: T, id: number, userId: number, what: string): Promise<T['$inferSelect']> {
  const row = await findOwnedPart(db, table, { id, userId });
  if (!row) throw AppError.notFound(what);
  return row;
}

export async function findProfileUser(db: Database, userId: number): Promise<typeof users.$inferSelect> {
  const user = await findUserById(db, userId);
  if (!user) throw AppError.notFound('User');
  return user;
}

/** Work experiences newest first: current ones, then by start. */
export async function listWorkExperiences(db: Database, userId: number) {
  const rows = await listWorkExperienceRows(db, userId);
  return rows.map(toWorkExperience);
}

export async function listEducations(db: Database, userId: number) {
  const rows = await listEducationRows(db, userId);
  return rows.map(toEducation);
}

export async function listJobPreferences(db: Database, userId: number) {
  const rows = await listJobPreferenceRows(db, userId);
  return rows.map(toJobPreference);
}

export async function listLicenses(db: Database, userId: number) {
  const rows = await listLicenseRows(db, userId);
  const fileIds = rows.map((row) => row.attachmentFileId).filter((id): id is number => id !== null);
  const fileRows = fileIds.length === 0 ? [] : await listLiveFiles(db, fileIds);
  const byId = new Map(fileRows.map((file) => [file.id, file]));
  return rows.map((row) => toLicense(row, row.attachmentFileId ? (byId.get(row.attachmentFileId) ?? null) : null));
}

export async function listSkills(db: Database, userId: number) {
  const rows = await listSkillRows(db, userId);
  return rows.map(toSkill);
}

/** GET /jobseeker/me: the basic info and every part of the profile, in one answer. */
export async function loadProfile(db: Database, userId: number): Promise<Profile> {
  const user = await findProfileUser(db, userId);
  const [work, schooling, licenses, links, languages, skills, preferences] = await Promise.all([
    listWorkExperiences(db, userId),
    listEducations(db, userId),
    listLicenses(db, userId),
    listLinks(db, userId),
    listUserLanguages(db, userId),
    listSkills(db, userId),
    listJobPreferences(db, userId),
  ]);
  return {
    ...toBasicProfile(user),
    work_experiences: work,
    educations: schooling,
    license_certifications: licenses,
    websites: links.map(toLink),
    languages: languages.map(toUserLanguage),
    skills,
    job_preferences: preferences,
  };
}
