import type { Database } from '../db/client';
import { copyNewestOpenJob } from '../db/queries/jobs';
import { AppError } from '../http/app-error';
import { tellFollowers } from './company-follows';

/**
 * Development only (POST /dev/jobs): posts a job for the company now, as a copy of its newest open
 * job under the new title, and tells the company's followers at once; a company without an open
 * job is a 404.
 */
export async function postDevJob(db: Database, companyId: number, title: string, now: Date) {
  const id = await copyNewestOpenJob(db, companyId, title, now);
  if (id === undefined) throw AppError.notFound('Company');
  const told = await tellFollowers(db, now, { companyId });
  return { id, told: told.length };
}
