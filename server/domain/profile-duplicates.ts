import { ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { hasSameEducation, hasSameWork } from '../db/queries/profile-parts';
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
  const same = { companyName: normalised(entry.company_name), jobTitle: normalised(entry.job_title), from: `${entry.working_period_from}-01` };
  if (await hasSameWork(db, userId, same, exceptId)) throw duplicateError();
}

export async function assertNoDuplicateEducation(
  db: Database,
  userId: number,
  entry: { school: string; degree_id: number; study_period_from: string; confirm_duplicate?: boolean },
  exceptId?: number,
): Promise<void> {
  if (entry.confirm_duplicate) return;
  const same = { school: normalised(entry.school), degreeId: entry.degree_id, from: `${entry.study_period_from}-01` };
  if (await hasSameEducation(db, userId, same, exceptId)) throw duplicateError();
}
