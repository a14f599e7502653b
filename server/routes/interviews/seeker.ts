import { Hono } from 'hono';
import { acceptInterviewBodySchema, interviewReasonBodySchema } from '@/lib/schemas/interviews';
import { interviewListQuerySchema } from '@/lib/schemas/interview-views';
import type { ChatHub } from '../../chat/hub';
import { validate } from '../../http/validate';
import { ok } from '../../http/envelope';
import {
  acceptInterviewTime,
  cancelInterviewAs,
  checkInToInterview,
  rejectInvitation,
  requestInterviewResult,
} from '../../interviews/interview-actions';
import { listInterviewsFor, loadInterviewFor, noShowInterviews, type StoredInterview } from '../../interviews/interview-rows';
import { interviewView, jobNamesOf } from '../../interviews/interview-view';
import { answerOffer, listOffers } from '../../interviews/offers';
import { bannedUntil } from '../../interviews/seeker-ban';
import type { PlatformServices } from '../../platform-services';
import { idPattern, pathId } from '../job/path-id';
import type { ChatEnv } from '../chat/guard';
import { interviewDeps, partyAs } from './deps';
import type { Context } from 'hono';

const one = `/interviews/:id{${idPattern}}`;

/** The interview as the caller's side sees it, with the job's names. */
export async function answerInterview<E extends ChatEnv>(c: Context<E>, interview: StoredInterview) {
  const { party, db, now } = c.var as ChatEnv['Variables'];
  const noShows = party.role === 'jobseeker' ? await noShowInterviews(db, party.partyId) : [];
  const names = await jobNamesOf(db, [interview]);
  return ok(c, interviewView(interview, party, noShows, now, names.get(interview.id)));
}

/** Reading is either side's (own interviews only); answering is the seeker's. */
export function seekerInterviewRoutes(hub: ChatHub, services: PlatformServices) {
  const routes = new Hono<ChatEnv>();
  const id = <E extends ChatEnv>(c: Context<E>) => pathId(c.req.param('id') ?? '', 'Interview');

  routes.get('/interviews', validate('query', interviewListQuerySchema, 'query'), async (c) => {
    const party = c.var.party;
    const list = await listInterviewsFor(c.var.db, party, { chatId: c.get('query').chat_id, limit: 200 });
    const noShows = party.role === 'jobseeker' ? await noShowInterviews(c.var.db, party.partyId) : [];
    const names = await jobNamesOf(c.var.db, list);
    return ok(c, {
      interviews: list.map((interview) => interviewView(interview, party, noShows, c.var.now, names.get(interview.id))),
      banned_until: party.role === 'jobseeker' ? await bannedUntil(c.var.db, party.partyId, c.var.now) : null,
    });
  });

  routes.get(one, async (c) => answerInterview(c, await loadInterviewFor(c.var.db, c.var.party, id(c))));

  routes.post(`${one}/accept`, validate('json', acceptInterviewBodySchema, 'body'), async (c) => {
    const party = partyAs(c, 'jobseeker');
    return answerInterview(c, await acceptInterviewTime(interviewDeps(c, hub, services), party, id(c), c.get('body').time));
  });

  routes.post(`${one}/reject`, validate('json', interviewReasonBodySchema, 'body'), async (c) => {
    const party = partyAs(c, 'jobseeker');
    return answerInterview(c, await rejectInvitation(interviewDeps(c, hub, services), party, id(c), c.get('body')));
  });

  routes.post(`${one}/cancel`, validate('json', interviewReasonBodySchema, 'body'), async (c) => {
    const party = partyAs(c, 'jobseeker');
    return answerInterview(c, await cancelInterviewAs(interviewDeps(c, hub, services), party, id(c), c.get('body')));
  });

  routes.post(`${one}/check-in`, async (c) => {
    const party = partyAs(c, 'jobseeker');
    return answerInterview(c, await checkInToInterview(interviewDeps(c, hub, services), party, id(c)));
  });

  routes.post(`${one}/request-result`, async (c) => {
    const party = partyAs(c, 'jobseeker');
    return answerInterview(c, await requestInterviewResult(interviewDeps(c, hub, services), party, id(c)));
  });

  routes.get('/offers', validate('query', interviewListQuerySchema, 'query'), async (c) =>
    ok(c, { offers: await listOffers(interviewDeps(c, hub, services), c.var.party, c.get('query').chat_id) }),
  );

  for (const [path, answer] of [['accept', 'accepted'], ['decline', 'declined']] as const) {
    routes.post(`/offers/:id{${idPattern}}/${path}`, async (c) => {
      const party = partyAs(c, 'jobseeker');
      return ok(c, await answerOffer(interviewDeps(c, hub, services), party.partyId, pathId(c.req.param('id') ?? '', 'Offer'), answer));
    });
  }
  return routes;
}
