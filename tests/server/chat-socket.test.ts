import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, messagePageSchema, startChatResultSchema } from '@/lib/schemas/chat';
import { endDeadSessions } from '@/server/chat/hub';
import { markAllRead, notify } from '@/server/domain/notifications';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { client, connected, next, type SocketPlatform, serveWithChat } from './chat-socket-support';
import { registerWithPassword, send, uniqueEmail } from './auth-support';
import { chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;
let served: SocketPlatform;
let jobs: JobWithRecruiter[];
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  served = await serveWithChat(platform);
  jobs = await jobsWithRecruiters(platform);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await served?.close();
  await platform?.close();
});

const open = async (options: Parameters<typeof client>[1]) => {
  const socket = client(served.url, options);
  sockets.push(socket);
  return connected(socket);
};

/** A seeker and a recruiter in one new chat, both connected. */
async function pair(index: number) {
  const job = jobs[index] as JobWithRecruiter;
  const me = await seeker(platform);
  const recruiter = await recruiterSession(platform, job.recruiterId);
  const answer = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id }, {});
  const started = startChatResultSchema.parse(answer.data);
  const seekerSocket = await open({ token: me.token });
  const recruiterSocket = await open({ token: recruiter.token, role: 'recruiter' });
  return { me, recruiter, chatId: started.chat.id, seekerSocket, recruiterSocket };
}

describe('the chat socket', () => {
  it('pushes the seeker’s unread notification count when one is written and when they are read (issue 31)', async () => {
    const me = await seeker(platform);
    const socket = await open({ token: me.token });
    const written = next<{ unread: number }>(socket, 'notifications');
    await notify(platform.handle.db, me.id, 'application', { event: 'viewed', status: 'viewed' }, platform.now);
    expect(await written).toEqual({ unread: 1 });
    const read = next<{ unread: number }>(socket, 'notifications');
    await markAllRead(platform.handle.db, me.id, platform.now);
    expect(await read).toEqual({ unread: 0 });
  });

  it('delivers messages live to both sides in seq order, after storing them, once per client id', async () => {
    const { chatId, seekerSocket, recruiterSocket } = await pair(0);
    const received: ChatMessage[] = [];
    recruiterSocket.on('message:new', (message: ChatMessage) => received.push(message));
    const ids = [clientId(), clientId(), clientId()];
    for (const [index, id] of ids.entries()) {
      const ack = await seekerSocket.emitWithAck('message:send', { chat_id: chatId, client_id: id, text: `Message ${index + 1}` });
      expect(ack).toMatchObject({ ok: true, data: { seq: index + 2, text: `Message ${index + 1}` } });
    }
    const resend = await seekerSocket.emitWithAck('message:send', { chat_id: chatId, client_id: ids[0], text: 'Message 1' });
    expect(resend.data.seq).toBe(2);
    const own = next(recruiterSocket, 'message:new', (m: ChatMessage) => m.seq === 5);
    const reply = await recruiterSocket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: 'Got them' });
    expect(reply).toMatchObject({ ok: true, data: { seq: 5, sender_role: 'recruiter' } });
    await own;
    expect(received.map((m) => m.seq)).toEqual([2, 3, 4, 5]);
    const [stored] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from chat_messages where chat_id = ${chatId}`));
    expect(stored?.n).toBe(5);
  });

  it('lets a reconnecting client fetch what it missed from its last seq', async () => {
    const { me, recruiter, chatId, recruiterSocket } = await pair(1);
    recruiterSocket.close();
    for (const text of ['one', 'two', 'three']) {
      await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text });
    }
    const back = await open({ token: recruiter.token, role: 'recruiter' });
    const ack = await back.emitWithAck('sync', { chat_id: chatId, after_seq: 1 });
    expect(ack.ok).toBe(true);
    const page = messagePageSchema.parse(ack.data);
    expect(page.messages.map((m) => m.text)).toEqual(['one', 'two', 'three']);
    expect(page.messages.map((m) => m.seq)).toEqual([2, 3, 4]);
  });

  it('sends typing, read receipts, unread totals and list rows to the right side', async () => {
    const { chatId, seekerSocket, recruiterSocket } = await pair(2);
    const typing = next(recruiterSocket, 'typing');
    await seekerSocket.emitWithAck('typing', { chat_id: chatId, typing: true });
    expect(await typing).toEqual({ chat_id: chatId, role: 'jobseeker', typing: true });

    const updated = next<{ id: number; unread_count: number }>(recruiterSocket, 'chat:updated', (s) => s.id === chatId && s.unread_count === 2);
    const unread = next<{ unread_total: number }>(recruiterSocket, 'unread', (u) => u.unread_total >= 2);
    await seekerSocket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: 'Are you there?' });
    expect(await updated).toMatchObject({ id: chatId, unread_count: 2, last_seq: 2 });
    await unread;

    const receipt = next(seekerSocket, 'chat:read');
    const read = await recruiterSocket.emitWithAck('chat:read', { chat_id: chatId, seq: 2 });
    expect(read).toEqual({ ok: true, data: { unread_total: 0 } });
    expect(await receipt).toEqual({ chat_id: chatId, role: 'recruiter', seq: 2 });
  });

  it('shows the recruiter online while connected, to the seeker and to query-online-status', async () => {
    const job = jobs[3] as JobWithRecruiter;
    const me = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
    const seekerSocket = await open({ token: me.token });
    const status = async () =>
      (await chatCall(served, me, 'POST', '/chat/chats/query-online-status', { user_ids: [job.recruiterId], role: 'recruiter' })).data.statuses[0];
    expect(await status()).toMatchObject({ user_id: job.recruiterId, is_online: false });
    const online = next(seekerSocket, 'presence', (p: { online: boolean }) => p.online);
    const recruiterSocket = await open({ token: recruiter.token, role: 'recruiter' });
    expect(await online).toEqual({ user_id: job.recruiterId, role: 'recruiter', online: true });
    expect(await status()).toMatchObject({ is_online: true });
    const offline = next(seekerSocket, 'presence', (p: { online: boolean }) => !p.online);
    recruiterSocket.close();
    await offline;
    expect(await status()).toMatchObject({ is_online: false });
  });

  it('refuses a handshake without a session, from a foreign origin, or claiming the wrong side', async () => {
    await expect(open({})).rejects.toMatchObject({ code: 40003 });
    await expect(open({ token: 'not-a-session' })).rejects.toMatchObject({ code: 40003 });
    const me = await seeker(platform);
    await expect(open({ headers: { cookie: `sessionid=${me.token}`, origin: 'https://evil.example' } })).rejects.toMatchObject({ code: 40005 });
    await expect(open({ token: me.token, role: 'recruiter' })).rejects.toMatchObject({ code: 40005 });
    // The browser's way: the HttpOnly cookie from one of the web's sites, through the web's
    // /api/socket.io proxy, which names the host the browser asked for (X-Forwarded-Host).
    const socket = await open({ headers: { cookie: `other=1; sessionid=${me.token}`, origin: 'http://ph.localhost:3000', 'x-forwarded-host': 'ph.localhost:3000' } });
    expect(socket.connected).toBe(true);
  });

  it('takes only the exact origin of the site the handshake came through (issue 30)', async () => {
    const me = await seeker(platform);
    const through = (origin: string, via: Record<string, string>) => open({ headers: { cookie: `sessionid=${me.token}`, origin, ...via } });
    const ph = { 'x-forwarded-host': 'ph.localhost:3000' };
    for (const origin of ['http://sg.localhost:3000', 'http://localhost:3000', 'https://ph.localhost:3000', 'http://ph.localhost:3001']) {
      await expect(through(origin, ph), origin).rejects.toMatchObject({ code: 40005 });
    }
    // Straight to the platform, the Host is the platform's own: no web page has that origin.
    await expect(through('http://ph.localhost:3000', {})).rejects.toMatchObject({ code: 40005 });
    // Behind a TLS proxy that says so, an http page is not this site's (an https one is, where the pattern says https).
    await expect(through('http://ph.localhost:3000', { ...ph, 'x-forwarded-proto': 'https' })).rejects.toMatchObject({ code: 40005 });
    expect((await through('http://sg.localhost:3000', { 'x-forwarded-host': 'sg.localhost:3000' })).connected).toBe(true);
  });

  it('acknowledges malformed payloads with 40001 and another party\'s chat with 40004', async () => {
    const { chatId } = await pair(4);
    const stranger = await seeker(platform);
    const socket = await open({ token: stranger.token });
    expect(await socket.emitWithAck('message:send', { chat_id: 'x', text: 1 })).toMatchObject({ ok: false, code: 40001 });
    expect(await socket.emitWithAck('message:send', null)).toMatchObject({ ok: false, code: 40001 });
    expect(await socket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: 'hi' })).toMatchObject({ ok: false, code: 40004 });
    expect(await socket.emitWithAck('sync', { chat_id: chatId, after_seq: 0 })).toMatchObject({ ok: false, code: 40004 });
    expect(await socket.emitWithAck('typing', { chat_id: chatId, typing: true })).toMatchObject({ ok: false, code: 40004 });
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const me = await seeker(platform);
    const other = await seeker(platform);
    const mine = await open({ token: me.token });
    const theirs = await open({ token: other.token });
    const ended = next(mine, 'session:ended');
    const closed = new Promise<string>((resolve) => mine.once('disconnect', (reason) => resolve(reason)));
    const answer = await served.app.request('/auth/log-out', { method: 'POST', headers: { Authorization: `Bearer ${me.token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(200);
    await ended;
    expect(await closed).toBe('io server disconnect');
    expect(theirs.connected).toBe(true);
    await expect(open({ token: me.token })).rejects.toMatchObject({ code: 40003 });
  });

  it('closes the sockets of a session that ended another way (expiry, password reset) at the next sweep', async () => {
    const me = await seeker(platform);
    const socket = await open({ token: me.token });
    const ended = next(socket, 'session:ended');
    await platform.handle.db.execute(sql`update sessions set revoked_at = ${platform.now.toISOString()}::timestamptz where user_id = ${me.id}`);
    expect(await endDeadSessions(served.hub.io, platform.handle.db, platform.now)).toBe(1);
    await ended;
  });

  it('closes the sockets of the sessions a password change ends at once, not at the next sweep (issue 30)', async () => {
    const email = uniqueEmail('socket-pw');
    const password = 'secret-pass1';
    const registered = await registerWithPassword(platform, email, password, { device: 'laptop' });
    const stays = registered.data.session_id as string;
    const elsewhere = (await send(platform, '/auth/login', { login: email, password }, { device: 'laptop' })).data.session_id as string;
    const kept = await open({ token: stays });
    const ending = await open({ token: elsewhere });
    const ended = next(ending, 'session:ended');
    const closed = new Promise<string>((resolve) => ending.once('disconnect', (reason) => resolve(reason)));
    const answer = await served.app.request('/jobseeker/account/password', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${stays}`, 'Content-Type': 'application/json', 'Device-Uuid': 'laptop', 'Country-Id': 'ph' },
      body: JSON.stringify({ password, new_password: 'brand-new-pass2' }),
    });
    expect(answer.status).toBe(200);
    await ended;
    expect(await closed).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });
});
