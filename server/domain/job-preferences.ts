import { type jobPreferenceBodySchema, profileLimits, type WorkArrangement } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { deleteOwnedPart, insertPart, listPreferenceArrangements, updateOwnedPart } from '../db/queries/profile-parts';
import { lockUser } from '../db/queries/users';
import { jobPreferences } from '../db/schema';
import { AppError } from '../http/app-error';
import { findOwned } from './profile';
import { toJobPreference } from './profile-records';
import { assertReferences } from './profile-references';
import * as apiCode from '@/lib/schemas/api-codes';

type Writer = Pick<Database, 'select' | 'execute'>;

/** Remote preferences count apart from on-site and hybrid ones (platform spec §9). */
export const isRemote = (arrangement: string) => arrangement === 'remote';

/**
 * The code refusing one more preference of `arrangement` next to `existing` ones, or null when
 * it fits: at most 3 remote (41262) and 3 on-site or hybrid (41263).
 */
export function preferenceLimitCode(existing: readonly string[], arrangement: WorkArrangement): typeof apiCode.remotePreferenceLimit | typeof apiCode.onSitePreferenceLimit | null {
  const remote = isRemote(arrangement);
  const same = existing.filter((other) => isRemote(other) === remote).length;
  if (remote) return same >= profileLimits.maxRemotePreferences ? apiCode.remotePreferenceLimit : null;
  return same >= profileLimits.maxOnsitePreferences ? apiCode.onSitePreferenceLimit : null;
}

/** Locks the user's row, so two requests at once cannot both pass a count (a fourth remote preference, or deleting the last two together). */
export { lockUser } from '../db/queries/users';

/** The other preferences' arrangements; `exceptId` leaves out the one being updated. */
async function arrangementsOf(tx: Writer, userId: number, exceptId?: number): Promise<string[]> {
  const rows = await listPreferenceArrangements(tx, userId);
  return rows.filter((row) => row.id !== exceptId).map((row) => row.workArrangement);
}

export async function assertPreferenceFits(tx: Writer, userId: number, arrangement: WorkArrangement, exceptId?: number) {
  const code = preferenceLimitCode(await arrangementsOf(tx, userId, exceptId), arrangement);
  if (code !== null) throw new AppError(code);
}

/** The last preference cannot be deleted (41341). */
export async function assertNotLastPreference(tx: Writer, userId: number): Promise<void> {
  const rows = await arrangementsOf(tx, userId);
  if (rows.length <= 1) throw new AppError(apiCode.lastPreference);
}

type PreferenceBody = ReturnType<typeof jobPreferenceBodySchema.parse>;
type PreferenceWrite = { userId: number; body: PreferenceBody; now: Date };
/** The name in a 404 for a missing preference, or another user's. */
export const jobPreferenceName = 'Job preference';

type PreferenceColumns = Omit<typeof jobPreferences.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

function columns(body: PreferenceBody): PreferenceColumns {
  return {
    jobTitle: body.job_title,
    functionJobTitleId: body.function_job_title_id,
    industryId: body.industry_id,
    jobTypeId: body.job_type_id,
    workArrangement: body.work_arrangement,
    locationId: body.location_id,
    countryKey: body.country_key,
    currency: body.currency.toLowerCase(),
    salaryFrom: body.salary_from,
    salaryTo: body.salary_to,
    workTimezone: body.work_timezone,
    workLanguageId: body.work_language_id,
  };
}

/** Every id the preference points at exists; an overseas location lies in the chosen country. */
async function checkReferences(db: Database, body: PreferenceBody) {
  await assertReferences(db, [
    { field: 'industry_id', list: 'industries', id: body.industry_id },
    { field: 'job_type_id', list: 'job_types', id: body.job_type_id },
    { field: 'currency', list: 'currencies', key: body.currency },
    { field: 'work_language_id', list: 'spoken_languages', id: body.work_language_id },
    { field: 'function_job_title_id', functionTitle: body.function_job_title_id },
    { field: 'location_id', location: body.location_id, countryKey: body.country_key },
  ]);
}

/*
 * Writing a preference (core spec §7 Profile): the references are checked first, then the
 * limits are counted and the row written under a lock on the user, so parallel requests
 * respect them (decision 0087 moved these from the route).
 */

export async function createJobPreference(db: Database, write: PreferenceWrite) {
  const { userId, body, now } = write;
  await checkReferences(db, body);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertPreferenceFits(tx, userId, body.work_arrangement);
    return insertPart(tx, jobPreferences, { userId, ...columns(body), createdAt: now, updatedAt: now });
  });
  return toJobPreference(row);
}

export async function findJobPreference(db: Database, id: number, userId: number) {
  return toJobPreference(await findOwned(db, jobPreferences, id, userId, jobPreferenceName));
}

export async function updateJobPreference(db: Database, id: number, write: PreferenceWrite) {
  const { userId, body, now } = write;
  await findOwned(db, jobPreferences, id, userId, jobPreferenceName);
  await checkReferences(db, body);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertPreferenceFits(tx, userId, body.work_arrangement, id);
    return updateOwnedPart(tx, jobPreferences, { id, userId }, { ...columns(body), updatedAt: now });
  });
  return toJobPreference(row);
}

export async function deleteJobPreference(db: Database, id: number, userId: number) {
  await findOwned(db, jobPreferences, id, userId, jobPreferenceName);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await assertNotLastPreference(tx, userId);
    await deleteOwnedPart(tx, jobPreferences, { id, userId });
  });
  return { id, deleted: true as const };
}
