import { type Context, Hono } from 'hono';
import { attendanceBodySchema, interviewDetailsSchema, interviewReasonBodySchema, interviewResultBodySchema } from '@/lib/schemas/interviews';
import { offerBodySchema } from '@/lib/schemas/interview-views';
import type { ChatHub } from '../../chat/hub';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget, validate } from '../../http/validate';
import {
  cancelInterviewAs,
  inviteToInterview,
  markInterviewAttendance,
  modifyInterviewDetails,
  recordInterviewResult,
} from '../../interviews/interview-actions';
import { sendOffer } from '../../interviews/offers';
import type { PlatformServices } from '../../platform-services';
import type { ChatEnv } from '../chat/guard';
import { idPattern, pathId } from '../job/path-id';
import { interviewDeps, partyAs } from './deps';
import { answerInterview } from './seeker';

const one = `/interviews/:id{${idPattern}}`;
const chat = `/chats/:chatId{${idPattern}}`;

/** The recruiter's side (Role-Id 2): invite, modify, cancel, attendance, result, offers. */
export function recruiterInterviewRoutes(hub: ChatHub, services: PlatformServices) {
  const routes = new Hono<ChatEnv>();
  routes.use('*', async (c, next) => {
    partyAs(c, 'recruiter');
    await next();
  });
  const id = <E extends ChatEnv>(c: Context<E>) => pathId(c.req.param('id') ?? '', 'Interview');
  // The times must be after the request's instant: the schema is built per request.
  const details = async (c: Context<ChatEnv>) => parseOrThrow(interviewDetailsSchema(c.var.now), await readTarget(c, 'json'));

  routes.post(`${chat}/interviews`, async (c) => {
    const chatId = pathId(c.req.param('chatId') ?? '', 'Chat');
    return answerInterview(c, await inviteToInterview(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, chatId, await details(c)));
  });

  routes.patch(one, async (c) => answerInterview(c, await modifyInterviewDetails(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, id(c), await details(c))));

  routes.post(`${one}/cancel`, validate('json', interviewReasonBodySchema, 'body'), async (c) =>
    answerInterview(c, await cancelInterviewAs(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, id(c), c.get('body'))),
  );

  routes.post(`${one}/attendance`, validate('json', attendanceBodySchema, 'body'), async (c) =>
    answerInterview(c, await markInterviewAttendance(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, id(c), c.get('body').attendance)),
  );

  routes.post(`${one}/result`, validate('json', interviewResultBodySchema, 'body'), async (c) =>
    answerInterview(c, await recordInterviewResult(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, id(c), c.get('body').result)),
  );

  routes.post(`${chat}/offers`, validate('json', offerBodySchema, 'body'), async (c) => {
    const chatId = pathId(c.req.param('chatId') ?? '', 'Chat');
    return ok(c, await sendOffer(interviewDeps(c, hub, services), (c.var as ChatEnv['Variables']).party, chatId, c.get('body').details));
  });
  return routes;
}
