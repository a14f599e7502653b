import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/api-error';
import {
  chatDetailQuery,
  chatKeys,
  checkChatExists,
  createGreeting,
  deletePhrase,
  getMessages,
  listChats,
  markRead,
  queryOnlineStatus,
  requestMobileExchange,
  respondMobileExchange,
  selectGreeting,
  sendResume,
  startChat,
  switchJob,
  updateChatFlags,
} from '@/services/chat';
import { createHttp, recruiterRoleId } from '@/services/http';
import { chatDetail, chatSummary, message } from './chat-fixtures';

const base = 'http://platform.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (roleId?: number) =>
  createHttp({ baseURL: base, context: { country: 'ph', language: 'en-us', device: 'web', session: 'tok', roleId } });
const ok = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });

describe('chat REST client', () => {
  it('lists a folder with a search, leaving out empty parameters', async () => {
    let params: Record<string, string> = {};
    server.use(
      http.get(`${base}/chat/chats`, ({ request }) => {
        params = Object.fromEntries(new URL(request.url).searchParams);
        return ok({ chats: [chatSummary()], total: 1, page: 1, unread_total: 2 });
      }),
    );
    const list = await listChats(client(), { folder: 'pinned', query: '', page: 1 });
    expect(params).toEqual({ folder: 'pinned', page: '1' });
    expect(list.chats[0]?.recruiter.name).toBe('Rita Reyes');
    expect(list.unread_total).toBe(2);
  });

  it('starts a chat with the job and a client id, and checks for an existing chat first', async () => {
    let body: Record<string, unknown> = {};
    let jobParam: string | null = null;
    server.use(
      http.get(`${base}/chat/chats/check-exists/5/jobseekers`, ({ request }) => {
        jobParam = new URL(request.url).searchParams.get('job_id');
        return ok({ exists: false, chat_id: null });
      }),
      http.post(`${base}/chat/chats`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok({ chat: chatSummary(), created: true }, 201);
      }),
    );
    expect(await checkChatExists(client(), 5, 9)).toEqual({ exists: false, chat_id: null });
    expect(jobParam).toBe('9');
    const started = await startChat(client(), 9);
    expect(body.job_id).toBe(9);
    expect(String(body.client_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(started.created).toBe(true);
  });

  it('turns a work-eligibility refusal into an ApiError with code 41274', async () => {
    server.use(http.post(`${base}/chat/chats`, () => HttpResponse.json({ code: 41274, message: 'identity', data: null }, { status: 403 })));
    const error = await startChat(client(), 9).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 41274 });
  });

  it('asks for recruiters online, as the core spec says', async () => {
    let body: unknown;
    server.use(
      http.post(`${base}/chat/chats/query-online-status`, async ({ request }) => {
        body = await request.json();
        return ok({ statuses: [{ user_id: 5, is_online: true, last_active_at: null }] });
      }),
    );
    const answer = await queryOnlineStatus(client(), [5]);
    expect(body).toEqual({ user_ids: [5], role: 'recruiter' });
    expect(answer.statuses[0]?.is_online).toBe(true);
  });

  it('pages messages before a seq and patches flags', async () => {
    let params: Record<string, string> = {};
    let flags: unknown;
    server.use(
      http.get(`${base}/chat/chats/4/messages`, ({ request }) => {
        params = Object.fromEntries(new URL(request.url).searchParams);
        return ok({ messages: [message({ seq: 1 })], has_more: false });
      }),
      http.patch(`${base}/chat/chats/4`, async ({ request }) => {
        flags = await request.json();
        return ok(chatSummary({ pinned: true }));
      }),
    );
    const page = await getMessages(client(), 4, { before_seq: 31, limit: 30 });
    expect(params).toEqual({ before_seq: '31', limit: '30' });
    expect(page.messages).toHaveLength(1);
    expect((await updateChatFlags(client(), 4, { pinned: true })).pinned).toBe(true);
    expect(flags).toEqual({ pinned: true });
  });

  it('reads, switches the job, sends a resume and asks for the mobile exchange', async () => {
    const bodies: Record<string, unknown> = {};
    const record = (name: string, data: unknown) => async ({ request }: { request: Request }) => {
      bodies[name] = await request.json();
      return ok(data);
    };
    server.use(
      http.post(`${base}/chat/chats/4/read`, record('read', { unread_total: 0 })),
      http.post(`${base}/chat/chats/4/switch-job`, record('switch', { ...chatSummary(), recruiter_card: recruiterCard, switchable_jobs: [] })),
      http.post(`${base}/chat/chats/4/send-resume`, record('resume', message({ type: 'resume', payload: { resume_id: 2, file_name: 'cv.pdf' } }))),
      http.post(`${base}/chat/chats/4/mobile-exchange/request`, record('mobile', message({ type: 'mobile_exchange_request' }))),
    );
    expect(await markRead(client(), 4, 7)).toEqual({ unread_total: 0 });
    await switchJob(client(), 4, 12, true);
    await sendResume(client(), 4, 2, 'client-id-1');
    await requestMobileExchange(client(), 4, 'client-id-2');
    expect(bodies).toEqual({
      read: { seq: 7 },
      switch: { job_id: 12, confirm: true },
      resume: { resume_id: 2, client_id: 'client-id-1' },
      mobile: { client_id: 'client-id-2' },
    });
  });

  it('speaks as a recruiter with Role-Id 2 when asked', async () => {
    let role: string | null = null;
    server.use(
      http.post(`${base}/chat/chats/4/mobile-exchange/respond`, ({ request }) => {
        role = request.headers.get('role-id');
        return ok(message({ type: 'mobile_exchange_accepted', sender_role: 'recruiter' }));
      }),
    );
    await respondMobileExchange(client(recruiterRoleId), 4, true);
    expect(role).toBe('2');
  });

  it('manages phrases and greetings at their documented paths', async () => {
    const seen: string[] = [];
    server.use(
      http.delete(`${base}/chat/common-phrases/3/delete`, () => {
        seen.push('delete phrase');
        return ok({ id: 3, deleted: true });
      }),
      http.post(`${base}/chat/greetings/create`, async ({ request }) => {
        seen.push(`create ${JSON.stringify(await request.json())}`);
        return ok({ id: 1, text: 'Hello', created_at: '2026-11-01T00:00:00.000Z', selected: false }, 201);
      }),
      http.post(`${base}/chat/greetings/1/select`, () => {
        seen.push('select');
        return ok({ id: 1, text: 'Hello', created_at: '2026-11-01T00:00:00.000Z', selected: true });
      }),
    );
    await deletePhrase(client(), 3);
    await createGreeting(client(), 'Hello');
    expect((await selectGreeting(client(), 1)).selected).toBe(true);
    expect(seen).toEqual(['delete phrase', 'create {"text":"Hello"}', 'select']);
  });

  it('refuses an answer in the wrong shape instead of showing it', async () => {
    server.use(http.get(`${base}/chat/chats`, () => ok({ chats: 'nope' })));
    await expect(listChats(client())).rejects.toMatchObject({ code: 50001 });
  });

  it('keys lists under one prefix, so one invalidation refreshes every folder', () => {
    expect(chatKeys.list({ folder: 'muted', query: '' }).slice(0, 2)).toEqual(chatKeys.lists());
    expect(chatKeys.list({ folder: 'muted', query: '' })[2]).toEqual({ folder: 'muted' });
  });
});

describe('the chat detail in the query cache', () => {
  it('keeps a pushed newer state when a fetch answered before it lands after it (issue 31)', async () => {
    const queries = new QueryClient();
    const options = chatDetailQuery(client(), 4);
    // The seeker asked: the platform answers the refetch with "requested" at seq 6 …
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${base}/chat/chats/4`, async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok(chatDetail({ id: 4, last_seq: 6, mobile_exchange: 'requested' }));
      }),
    );
    const refetch = queries.fetchQuery(options);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    // … but before that answer lands the recruiter agrees, and the socket brings seq 7.
    queries.setQueryData(options.queryKey, chatDetail({ id: 4, last_seq: 7, mobile_exchange: 'accepted' }));
    answer?.();
    await refetch;
    expect(queries.getQueryData(options.queryKey)).toMatchObject({ last_seq: 7, mobile_exchange: 'accepted' });
    // A later answer still replaces it.
    server.use(http.get(`${base}/chat/chats/4`, () => ok(chatDetail({ id: 4, last_seq: 8, mobile_exchange: 'accepted' }))));
    await queries.fetchQuery({ ...options, staleTime: 0 });
    expect(queries.getQueryData(options.queryKey)).toMatchObject({ last_seq: 8 });
  });
});

const recruiterCard = {
  id: 5,
  first_name: 'Rita',
  last_name: 'Reyes',
  full_name: 'Rita Reyes',
  job_title: 'HR lead',
  medals: [],
  last_active_at: '2026-11-01T00:00:00.000Z',
  response_rate: 90,
  reply_activity: { key: 'replies_today' },
};
