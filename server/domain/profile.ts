import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Profile } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import {
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

type OwnedTable =
  | typeof workExperiences
  | typeof educations
  | typeof licenseCertifications
  | typeof userLinks
  | typeof userLanguages
  | typeof userSkills
  | typeof jobPreferences;

/**
 * A profile row by id, only when it belongs to the user: another user's row is the same 404
 * (40004) as a missing one, so ids reveal nothing.
 */
export async function findOwned<T extends OwnedTable>(db: Database, table: T, id: number, userId: number, what: string): Promise<T['$inferSelect']> {
  const source = table as typeof workExperiences;
  const [row] = await db
    .select()
    .from(source)
    .where(and(eq(source.id, id), eq(source.userId, userId)))
    .limit(1);
  if (!row) throw AppError.notFound(what);
  return row as T['$inferSelect'];
}

export async function findProfileUser(db: Database, userId: number): Promise<typeof users.$inferSelect> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw AppError.notFound('User');
  return user;
}

/** Work experiences newest first: current ones, then by start. */
export async function listWorkExperiences(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.userId, userId))
    .orderBy(desc(workExperiences.isCurrentlyWorkHere), desc(workExperiences.workingPeriodFrom), desc(workExperiences.id));
  return rows.map(toWorkExperience);
}

export async function listEducations(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(educations)
    .where(eq(educations.userId, userId))
    .orderBy(desc(educations.isCurrentlyStudying), desc(educations.studyPeriodFrom), desc(educations.id));
  return rows.map(toEducation);
}

export async function listJobPreferences(db: Database, userId: number) {
  const rows = await db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId)).orderBy(asc(jobPreferences.id));
  return rows.map(toJobPreference);
}

export async function listLicenses(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(licenseCertifications)
    .where(eq(licenseCertifications.userId, userId))
    .orderBy(desc(licenseCertifications.issueDate), desc(licenseCertifications.id));
  const fileIds = rows.map((row) => row.attachmentFileId).filter((id): id is number => id !== null);
  const fileRows =
    fileIds.length === 0
      ? []
      : await db.select().from(files).where(and(inArray(files.id, fileIds), isNull(files.deletedAt)));
  const byId = new Map(fileRows.map((file) => [file.id, file]));
  return rows.map((row) => toLicense(row, row.attachmentFileId ? (byId.get(row.attachmentFileId) ?? null) : null));
}

export async function listSkills(db: Database, userId: number) {
  const rows = await db.select().from(userSkills).where(eq(userSkills.userId, userId)).orderBy(asc(userSkills.sort), asc(userSkills.id));
  return rows.map(toSkill);
}

/** GET /jobseeker/me: the basic info and every part of the profile, in one answer. */
export async function loadProfile(db: Database, userId: number): Promise<Profile> {
  const user = await findProfileUser(db, userId);
  const [work, schooling, licenses, links, languages, skills, preferences] = await Promise.all([
    listWorkExperiences(db, userId),
    listEducations(db, userId),
    listLicenses(db, userId),
    db.select().from(userLinks).where(eq(userLinks.userId, userId)).orderBy(asc(userLinks.id)),
    db.select().from(userLanguages).where(eq(userLanguages.userId, userId)).orderBy(asc(userLanguages.id)),
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
