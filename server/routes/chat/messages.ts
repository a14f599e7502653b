import { Hono } from 'hono';
import {
  clientIdBodySchema,
  messagePageQuerySchema,
  readBodySchema,
  respondExchangeBodySchema,
  sendMessageBodySchema,
  sendResumeBodySchema,
  switchJobBodySchema,
} from '@/lib/schemas/chat';
import { requestMobileExchange, respondMobileExchange, sendResume, switchJob } from '../../chat/chat-actions';
import { readChat, sendMessage } from '../../chat/chat-service';
import type { ChatHub } from '../../chat/hub';
import { loadChatFor } from '../../domain/chat-access';
import { chatDetailOf } from '../../domain/chat-detail';
import { messagePage } from '../../domain/chat-messages';
import { chatSummaryFor } from '../../domain/chat-summaries';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';
import { type ChatEnv, chatDeps } from './guard';

const chat = `/chats/:id{${idPattern}}`;

/** Messages of one chat: pages, sending (the same as the socket's message:send), read, and the chat actions. */
export function chatMessageRoutes(hub: ChatHub) {
  const routes = new Hono<ChatEnv>();

  routes.get(`${chat}/messages`, validate('query', messagePageQuerySchema, 'query'), async (c) => {
    const query = c.get('query');
    if (query.before_seq !== undefined && query.after_seq !== undefined) {
      throw AppError.validation({ after_seq: ['Use before_seq or after_seq, not both'] });
    }
    const found = await loadChatFor(c.get('db'), c.get('party'), pathId(c.req.param('id'), 'Chat'));
    return ok(c, await messagePage(c.get('db'), found.id, { beforeSeq: query.before_seq, afterSeq: query.after_seq, limit: query.limit }));
  });

  routes.post(`${chat}/messages`, validate('json', sendMessageBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const message = await sendMessage(chatDeps(c, hub), c.get('party'), pathId(c.req.param('id'), 'Chat'), { clientId: body.client_id, text: body.text });
    return ok(c, message);
  });

  routes.post(`${chat}/read`, validate('json', readBodySchema, 'body'), async (c) =>
    ok(c, await readChat(chatDeps(c, hub), c.get('party'), pathId(c.req.param('id'), 'Chat'), c.get('body').seq)),
  );

  routes.post(`${chat}/switch-job`, validate('json', switchJobBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    const party = c.get('party');
    const deps = chatDeps(c, hub);
    const switched = await switchJob(deps, party, pathId(c.req.param('id'), 'Chat'), { jobId: body.job_id, confirm: body.confirm, language: c.get('language') });
    const summary = await chatSummaryFor(deps.db, hub.presence, party, switched.id, c.get('language'));
    if (!summary) throw AppError.notFound('Chat');
    return ok(c, await chatDetailOf(deps.db, summary, deps.now, c.get('language')));
  });

  routes.post(`${chat}/send-resume`, validate('json', sendResumeBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    return ok(c, await sendResume(chatDeps(c, hub), c.get('party'), pathId(c.req.param('id'), 'Chat'), { resumeId: body.resume_id, clientId: body.client_id }));
  });

  routes.post(`${chat}/mobile-exchange/request`, validate('json', clientIdBodySchema, 'body'), async (c) =>
    ok(c, await requestMobileExchange(chatDeps(c, hub), c.get('party'), pathId(c.req.param('id'), 'Chat'), c.get('body').client_id)),
  );

  routes.post(`${chat}/mobile-exchange/respond`, validate('json', respondExchangeBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    return ok(c, await respondMobileExchange(chatDeps(c, hub), c.get('party'), pathId(c.req.param('id'), 'Chat'), { accept: body.accept, clientId: body.client_id }));
  });

  return routes;
}
