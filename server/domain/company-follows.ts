import type { Database } from '../db/client';
import { followedCompanyJobIds, insertFollowerNotifications, takeFollowerNews } from '../db/queries/company-follows';

/**
 * Telling followers of a company's new jobs (issue 35 item 4). Each follow keeps
 * `notified_through`, the posting time up to which its follower has been told; a run finds the
 * open jobs posted after it (and not after now), writes one notification per follow naming the
 * newest job and how many there are, and moves the mark on, in one statement. Run by the
 * background schedule for every follow, so jobs from any source are told; a follow made after a
 * job was posted is never told of it (the mark starts at the follow). Blocked companies stay
 * silent; the in-app job-alert preference is honoured.
 */
export interface FollowerNews {
  user_id: number;
  company_id: number;
  count: number;
}

/** Follows examined per statement, so one run's statement stays small however many there are. */
export const followBatch = 500;

export async function tellFollowers(db: Database, now: Date, options: { companyId?: number; batch?: number } = {}): Promise<FollowerNews[]> {
  const told: FollowerNews[] = [];
  for (;;) {
    const rows = await takeFollowerNews(db, now, options.companyId, options.batch ?? followBatch);
    if (rows.length === 0) return told;
    const notes = rows.map((row) => ({
        user_id: Number(row.user_id),
        payload: {
          event: 'followed_company',
          company_id: Number(row.company_id),
          company_name: row.company_name,
          job_id: Number(row.job_id),
          job_title: row.job_title,
          count: Number(row.count),
        },
      }));
    // The seeker's in-app choice for job alerts covers followed companies' jobs too.
    await insertFollowerNotifications(db, notes, now);
    for (const row of rows) told.push({ user_id: Number(row.user_id), company_id: Number(row.company_id), count: Number(row.count) });
  }
}

/**
 * New jobs of the companies a seeker follows, posted in (since, now], newest first, for the job
 * alert digest: at most `limit`, leaving out `except` (the alert's own matches).
 */
export async function followedCompanyJobs(
  db: Database,
  userId: number,
  countryKey: string,
  since: Date,
  now: Date,
  limit: number,
): Promise<number[]> {
  return followedCompanyJobIds(db, userId, countryKey, { since, now }, limit);
}
