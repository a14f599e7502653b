import type { Context } from 'hono';
import type { ChatHub } from '../../chat/hub';
import type { ChatParty } from '../../chat/party';
import { AppError } from '../../http/app-error';
import type { NotifyDeps } from '../../interviews/interview-notify';
import type { PlatformServices } from '../../platform-services';
import type { ChatEnv } from '../chat/guard';
import * as apiCode from '@/lib/schemas/api-codes';

export function interviewDeps<E extends ChatEnv>(c: Context<E>, hub: ChatHub, services: PlatformServices): NotifyDeps {
  const vars = c.var as ChatEnv['Variables'];
  return { db: vars.db, hub, logger: vars.log, now: vars.now, services };
}

/** The side an action belongs to: the other side's session is a 403 (40005), not a 404. */
export function partyAs<E extends ChatEnv>(c: Context<E>, role: ChatParty['role']): ChatParty {
  const party = (c.var as ChatEnv['Variables']).party;
  if (party.role !== role) {
    throw new AppError(apiCode.noPermission, { message: role === 'recruiter' ? 'Only recruiters can do this' : 'Only job seekers can do this' });
  }
  return party;
}
