import { Hono } from 'hono';
import {
  chatFlagsBodySchema,
  chatListQuerySchema,
  type ChatList,
  onlineStatusBodySchema,
  startChatBodySchema,
} from '@/lib/schemas/chat';
import { z } from 'zod';
import { intParam } from '@/lib/schemas/params';
import { setFlags } from '../../chat/chat-actions';
import { refreshParty } from '../../chat/chat-service';
import type { ChatHub } from '../../chat/hub';
import { existingChatId, startChat } from '../../chat/start-chat';
import { assertSeekerNotBanned } from '../../interviews/seeker-ban';
import { chatDetailOf } from '../../domain/chat-detail';
import { recruiterStatuses } from '../../domain/online-statuses';
import { chatSummaryFor, listChats, unreadTotal } from '../../domain/chat-summaries';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { idPattern, pathId } from '../job/path-id';
import { type ChatEnv, chatDeps } from './guard';
import * as apiCode from '@/lib/schemas/api-codes';

const checkExistsQuerySchema = z.object({ job_id: intParam(1, 2_147_483_647) });

/** The conversation list, starting a chat, check-exists, online status, one chat's detail and folders. */
export function chatListRoutes(hub: ChatHub) {
  const routes = new Hono<ChatEnv>();

  routes.get('/chats', validate('query', chatListQuerySchema, 'query'), async (c) => {
    const query = c.get('query');
    const party = c.get('party');
    const db = c.get('db');
    const { chats, total } = await listChats(db, hub.presence, party, { ...query, now: c.get('now'), language: c.get('language') });
    const answer: ChatList = { chats, total, page: query.page, unread_total: await unreadTotal(db, party) };
    return ok(c, answer);
  });

  routes.post('/chats', validate('json', startChatBodySchema, 'body'), async (c) => {
    const body = c.get('body');
    if (c.get('party').role === 'jobseeker') await assertSeekerNotBanned(c.get('db'), c.get('party').partyId, 'start_chat', c.get('now'));
    const result = await startChat(chatDeps(c, hub), c.get('party'), { jobId: body.job_id, clientId: body.client_id, language: c.get('language') });
    return ok(c, result, result.created ? 201 : 200);
  });

  routes.get(`/chats/check-exists/:recruiterId{${idPattern}}/jobseekers`, validate('query', checkExistsQuerySchema, 'query'), async (c) => {
    const party = c.get('party');
    if (party.role !== 'jobseeker') throw new AppError(apiCode.noPermission);
    const chatId = await existingChatId(chatDeps(c, hub), party.partyId, pathId(c.req.param('recruiterId'), 'Recruiter'));
    return ok(c, { exists: chatId !== null, chat_id: chatId });
  });

  routes.post('/chats/query-online-status', validate('json', onlineStatusBodySchema, 'body'), async (c) => {
    const ids = [...new Set(c.get('body').user_ids)];
    const online = await hub.presence.onlineAmong('recruiter', ids);
    return ok(c, { statuses: await recruiterStatuses(c.get('db'), ids, online) });
  });

  routes.get('/unread-count', async (c) => ok(c, { unread_total: await unreadTotal(c.get('db'), c.get('party')) }));

  routes.get(`/chats/:id{${idPattern}}`, async (c) => {
    const summary = await chatSummaryFor(c.get('db'), hub.presence, c.get('party'), pathId(c.req.param('id'), 'Chat'), c.get('language'));
    if (!summary) throw AppError.notFound('Chat');
    return ok(c, await chatDetailOf(c.get('db'), summary, c.get('now'), c.get('language')));
  });

  routes.patch(`/chats/:id{${idPattern}}`, validate('json', chatFlagsBodySchema, 'body'), async (c) => {
    const party = c.get('party');
    const deps = chatDeps(c, hub);
    const chat = await setFlags(deps, party, pathId(c.req.param('id'), 'Chat'), c.get('body'));
    const summary = await chatSummaryFor(deps.db, hub.presence, party, chat.id, c.get('language'));
    // The caller's other tabs and devices move the chat between folders too.
    void refreshParty(deps, chat, party.role).catch(() => {});
    return ok(c, summary);
  });

  return routes;
}
