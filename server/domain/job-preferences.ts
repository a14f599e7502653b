import { eq } from 'drizzle-orm';
import { profileLimits, type WorkArrangement } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { jobPreferences } from '../db/schema';
import { AppError } from '../http/app-error';
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
  const rows = await tx
    .select({ id: jobPreferences.id, workArrangement: jobPreferences.workArrangement })
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, userId));
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
