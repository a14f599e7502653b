import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messagePageSchema, startChatResultSchema } from '@/lib/schemas/chat';
import { limits } from '@/server/auth/limits';
import { redisRateLimiter } from '@/server/auth/redis-rate-limit';
import { createApp } from '@/server/app';
import { createChatHub } from '@/server/chat/hub';
import { createLogger } from '@/server/logger';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { client, connected, type SocketPlatform, serveWithChat } from './chat-socket-support';
import { chatCall, clientId, type JobWithRecruiter, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

/**
 * Issue 30 item 7: one sender could flood a chat (300 messages in seconds, REST or socket) and
 * one seeker open dozens of chats in a second. These assert the allowance and the refusal.
 */
let platform: TestPlatform;
let served: SocketPlatform;
let jobs: JobWithRecruiter[];
/** More recruiters than one country's seed has: a seeker with no stated eligibility may chat anywhere. */
let moreJobs: JobWithRecruiter[];
const sockets: Socket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  served = await serveWithChat(platform);
  jobs = await jobsWithRecruiters(platform);
  moreJobs = [...jobs.slice(6), ...(await jobsWithRecruiters(platform, 'my')), ...(await jobsWithRecruiters(platform, 'id'))];
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
/** What one sender was let through before the first refusal, printed for bench/README.md. */
const figures: Record<string, number | string> = {};
afterAll(async () => {
  if (Object.keys(figures).length > 0) console.info(`chat limits, measured: ${JSON.stringify(figures)}`);
  await served?.close();
  await platform?.close();
});

const perChat = limits.chatMessagesPerChatMinute.limit;
const perSender = limits.chatMessagesPerSenderMinute.limit;
const starts = limits.chatStartsPerSeekerHour.limit;

async function chatWith(me: Awaited<ReturnType<typeof seeker>>, job: JobWithRecruiter, app: { request: TestPlatform['app']['request'] } = platform.app) {
  const answer = await chatCall({ app }, me, 'POST', '/chat/chats', { job_id: job.id });
  expect(answer.status, JSON.stringify(answer)).toBeLessThan(300);
  return startChatResultSchema.parse(answer.data).chat.id;
}

const text = (index: number) => `Message ${index}: ${'x'.repeat(1900)}`;

describe('chat limits over REST', () => {
  it(`takes ${perChat} messages a minute in one chat, then answers 40006 with retry_after and stores nothing`, async () => {
    const me = await seeker(platform);
    const chatId = await chatWith(me, jobs[0] as JobWithRecruiter);
    const ids: string[] = [];
    for (let index = 0; index < perChat; index += 1) {
      ids.push(clientId());
      const sent = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: ids[index], text: text(index) });
      expect(sent.status, JSON.stringify(sent)).toBe(200);
    }
    const refused = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'one more' });
    expect(refused).toMatchObject({ status: 429, code: 40006 });
    figures['REST messages of 1.9 KB in one chat, one minute'] = perChat;
    figures['retry_after after that burst (s)'] = refused.data.retry_after;
    expect(refused.data.retry_after).toBeGreaterThan(0);
    expect(refused.data.retry_after).toBeLessThanOrEqual(60);
    // A retry of a message already stored still answers it: a flaky network never loses one.
    const retried = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: ids[0], text: text(0) });
    expect(retried.status).toBe(200);
    const page = messagePageSchema.parse((await chatCall(platform, me, 'GET', `/chat/chats/${chatId}/messages?limit=100`)).data);
    expect(page.messages.filter((message) => message.sender_role === 'jobseeker' && message.type === 'text')).toHaveLength(perChat);
    // The other side is not limited by this sender's flood.
    const recruiter = await recruiterSession(platform, (jobs[0] as JobWithRecruiter).recruiterId);
    const reply = await chatCall(platform, recruiter, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'Slow down' });
    expect(reply.status).toBe(200);
  });

  it(`takes ${perSender} messages a minute from one sender across chats`, async () => {
    const me = await seeker(platform);
    const chats = [await chatWith(me, jobs[1] as JobWithRecruiter), await chatWith(me, jobs[2] as JobWithRecruiter), await chatWith(me, jobs[3] as JobWithRecruiter)];
    let sent = 0;
    let refused: Awaited<ReturnType<typeof chatCall>> | null = null;
    for (const chatId of chats) {
      for (let index = 0; index < perChat && !refused; index += 1) {
        const answer = await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'hello' });
        if (answer.status === 200) sent += 1;
        else refused = answer;
      }
    }
    expect(sent).toBe(perSender);
    figures['messages across three chats, one minute'] = sent;
    expect(refused).toMatchObject({ status: 429, code: 40006 });
  });
});

describe('chat limits on the socket', () => {
  it('shares the allowance with REST and acknowledges a refusal with 40006 and retry_after', async () => {
    const me = await seeker(platform);
    const chatId = await chatWith(me, jobs[4] as JobWithRecruiter);
    const socket = client(served.url, { token: me.token });
    sockets.push(socket);
    await connected(socket);
    const half = Math.floor(perChat / 2);
    for (let index = 0; index < half; index += 1) {
      expect((await chatCall(platform, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'rest' })).status).toBe(200);
    }
    for (let index = half; index < perChat; index += 1) {
      expect(await socket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: text(index) })).toMatchObject({ ok: true });
    }
    const refused = await socket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: 'one more' });
    expect(refused).toMatchObject({ ok: false, code: 40006, data: { retry_after: expect.any(Number) } });
    figures['REST + socket messages in one chat, one minute'] = perChat;
  });
});

describe('new chats', () => {
  it(`lets a seeker open ${starts} new chats an hour; reopening one they have is always allowed`, async () => {
    expect(moreJobs.length).toBeGreaterThan(starts);
    const me = await seeker(platform);
    const opened: number[] = [];
    for (const job of moreJobs.slice(0, starts)) opened.push(await chatWith(me, job));
    const refused = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: (moreJobs[starts] as JobWithRecruiter).id });
    expect(refused).toMatchObject({ status: 429, code: 40006 });
    expect(refused.data.retry_after).toBeGreaterThan(60);
    figures['new chats in one hour'] = opened.length;
    figures['retry_after for the next new chat (s)'] = refused.data.retry_after;
    expect(await chatWith(me, moreJobs[0] as JobWithRecruiter)).toBe(opened[0]);
  });
});

describe('with several platform processes on one Redis', () => {
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `test-chat-limits:${process.pid}:${Date.now()}:`;
  const connections: Redis[] = [];
  afterAll(async () => {
    const [first] = connections;
    if (first) {
      const keys = await first.keys(`${prefix}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    for (const connection of connections) connection.disconnect();
  });

  it('counts one allowance whichever process takes the message', async () => {
    const logger = createLogger('silent');
    const apps = [0, 1].map(() => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      connections.push(redis);
      const limiter = redisRateLimiter(redis, { prefix });
      const services = { ...platform.services, limiter };
      const chat = createChatHub({ db: platform.handle.db, logger, limiter, clock: () => platform.now });
      // Not attached to a server, like the test platform's own hub: nothing to close but Redis.
      return createApp({ db: platform.handle.db, logger, services, chat, clock: () => platform.now });
    });
    const me = await seeker(platform);
    const chatId = await chatWith(me, jobs[5] as JobWithRecruiter, apps[0]);
    const statuses: number[] = [];
    for (let index = 0; index <= perChat; index += 1) {
      const app = apps[index % 2] as TestPlatform['app'];
      statuses.push((await chatCall({ app }, me, 'POST', `/chat/chats/${chatId}/messages`, { client_id: clientId(), text: 'hi' })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(perChat);
    expect(statuses.at(-1)).toBe(429);
  });
});
