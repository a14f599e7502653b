import type { BannedSeekerAction } from '@/lib/schemas/interview-constants';
import type { Database } from '../db/client';
import { isBanned, refusalError, seekerBanRefusal } from '../domain/interviews';
import { noShowInterviews } from './interview-rows';

/**
 * The no-show ban where docs/decisions/0024 puts it: applying and starting a chat call this
 * (accepting an interview checks it inside the domain rule). 403 41570 with data.banned_until.
 */
export async function assertSeekerNotBanned(db: Database, userId: number, action: BannedSeekerAction, now: Date): Promise<void> {
  const refusal = seekerBanRefusal(action, await noShowInterviews(db, userId), now);
  if (refusal) throw refusalError(refusal);
}

/** Until when the seeker is banned, or null. */
export async function bannedUntil(db: Database, userId: number, now: Date): Promise<string | null> {
  const status = isBanned(await noShowInterviews(db, userId), now);
  return status.banned ? status.until.toISOString() : null;
}
