import type { ChatRole } from '@/lib/schemas/chat';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { findRecruiterOfUser } from '../db/queries/chat-parties';
import { AppError } from '../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * Who speaks in a chat call: a seeker (party id = user id) or a recruiter (party id = the
 * recruiters row, found through its account). Derived from the session, never from a header.
 */
export interface ChatParty {
  role: ChatRole;
  userId: number;
  /** The seeker's user id, or the recruiter's id. */
  partyId: number;
  /** Recruiters only: their company. */
  companyId: number | null;
}

export async function partyOfSession(db: Database, session: ResolvedSession | null): Promise<ChatParty> {
  if (session?.kind !== 'user' || session.userId === null) throw new AppError(apiCode.noCredentials);
  if (session.role === 'jobseeker') return { role: 'jobseeker', userId: session.userId, partyId: session.userId, companyId: null };
  const row = await findRecruiterOfUser(db, session.userId);
  // A recruiter session whose recruiter row is gone can do nothing on the recruiter side.
  if (!row) throw new AppError(apiCode.noPermission);
  return { role: 'recruiter', userId: session.userId, partyId: Number(row.id), companyId: Number(row.company_id) };
}

/** The other side of a chat. */
export const otherRole = (role: ChatRole): ChatRole => (role === 'jobseeker' ? 'recruiter' : 'jobseeker');

/** A socket.io room per party: every tab and device of that seeker or recruiter joins it. */
export const partyRoom = (role: ChatRole, partyId: number) => `${role === 'jobseeker' ? 's' : 'r'}:${partyId}`;
/** A room per session, so logging out can disconnect exactly that session's sockets. */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
