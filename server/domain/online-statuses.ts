import type { Database } from '../db/client';
import { recruitersLastActive } from '../db/queries/recruiters';

/** Each recruiter's online status (from the chat's presence) and when they were last active. */
export async function recruiterStatuses(db: Database, ids: number[], online: Set<number>) {
  const lastActive = await recruitersLastActive(db, ids);
  return ids.map((id) => ({ user_id: id, is_online: online.has(id), last_active_at: lastActive.get(id) ?? null }));
}
