import { and, eq, ne, sql } from 'drizzle-orm';
import { ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { educations, workExperiences } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * A duplicate work or education entry asks for a confirmation (platform spec §5). Without
 * `confirm_duplicate` the platform answers 422 (40001) naming the field `confirm_duplicate`,
 * which the form reads as "ask, then send again with the flag". Same entry: same employer and
 * title (or school and level), compared without case or outer spaces, starting the same month.
 */
function duplicateError(): AppError {
  return AppError.validation({ confirm_duplicate: [ruleMessages.duplicateEntry] });
}

const normalised = (value: string) => value.trim().toLowerCase();

export async function assertNoDuplicateWork(
  db: Database,
  userId: number,
  entry: { company_name: string; job_title: string; working_period_from: string; confirm_duplicate?: boolean },
  exceptId?: number,
): Promise<void> {
  if (entry.confirm_duplicate) return;
  const conditions = [
    eq(workExperiences.userId, userId),
    eq(sql`lower(trim(${workExperiences.companyName}))`, normalised(entry.company_name)),
    eq(sql`lower(trim(${workExperiences.jobTitle}))`, normalised(entry.job_title)),
    eq(workExperiences.workingPeriodFrom, `${entry.working_period_from}-01`),
  ];
  if (exceptId !== undefined) conditions.push(ne(workExperiences.id, exceptId));
  const rows = await db.select({ id: workExperiences.id }).from(workExperiences).where(and(...conditions)).limit(1);
  if (rows.length > 0) throw duplicateError();
}

export async function assertNoDuplicateEducation(
  db: Database,
  userId: number,
  entry: { school: string; degree_id: number; study_period_from: string; confirm_duplicate?: boolean },
  exceptId?: number,
): Promise<void> {
  if (entry.confirm_duplicate) return;
  const conditions = [
    eq(educations.userId, userId),
    eq(sql`lower(trim(${educations.school}))`, normalised(entry.school)),
    eq(educations.degreeId, entry.degree_id),
    eq(educations.studyPeriodFrom, `${entry.study_period_from}-01`),
  ];
  if (exceptId !== undefined) conditions.push(ne(educations.id, exceptId));
  const rows = await db.select({ id: educations.id }).from(educations).where(and(...conditions)).limit(1);
  if (rows.length > 0) throw duplicateError();
}
