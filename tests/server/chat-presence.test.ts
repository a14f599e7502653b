import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatMessage, startChatResultSchema } from '@/lib/schemas/chat';
import { createApp } from '@/server/app';
import { type ChatHub, createChatHub } from '@/server/chat/hub';
import { memoryPresence, redisPresence } from '@/server/chat/presence';
import { createLogger } from '@/server/logger';
import { rowsOf } from '@/server/db/rows';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { client, connected, next } from './chat-socket-support';
import { chatCall, clientId, jobsWithRecruiters, recruiterSession, seeker } from './chat-support';

// The chat across platform processes needs Redis (CI starts it; REDIS_URL or the local default).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `hireloop-chat-test-${process.pid}-${Date.now()}`;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.ping();
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('online status', () => {
  it('counts tabs in one process: offline only when the last one goes', async () => {
    const presence = memoryPresence();
    expect(await presence.connect('recruiter', 7)).toBe(true);
    expect(await presence.connect('recruiter', 7)).toBe(false);
    expect(await presence.disconnect('recruiter', 7)).toBe(false);
    expect([...(await presence.onlineAmong('recruiter', [7, 8]))]).toEqual([7]);
    expect(await presence.disconnect('recruiter', 7)).toBe(true);
    expect(await presence.onlineAmong('recruiter', [7])).toEqual(new Set());
  });

  it('is shared by processes through Redis, and a process that stops beating (killed) stops counting', async () => {
    const staleAfterMs = 400;
    const a = redisPresence(redis, { prefix: `${prefix}-p`, staleAfterMs, heartbeatMs: 100 });
    const b = redisPresence(redis, { prefix: `${prefix}-p`, staleAfterMs, heartbeatMs: 100 });
    const dyingConnection = redis.duplicate();
    const dying = redisPresence(dyingConnection, { prefix: `${prefix}-p`, staleAfterMs, heartbeatMs: 60_000 });
    expect(await a.connect('jobseeker', 11)).toBe(true);
    expect(await b.connect('jobseeker', 11)).toBe(false);
    expect(await b.onlineAmong('jobseeker', [11, 12])).toEqual(new Set([11]));
    expect(await a.disconnect('jobseeker', 11)).toBe(false);
    expect(await b.disconnect('jobseeker', 11)).toBe(true);
    expect(await a.onlineAmong('jobseeker', [11])).toEqual(new Set());

    await dying.connect('recruiter', 5);
    expect(await a.onlineAmong('recruiter', [5])).toEqual(new Set([5]));
    await new Promise((resolve) => setTimeout(resolve, staleAfterMs + 200));
    expect(await a.onlineAmong('recruiter', [5])).toEqual(new Set());
    await Promise.all([a.close(), b.close()]);
    await dyingConnection.quit();
  });
});

describe('two platform processes with the Redis adapter', () => {
  let platform: TestPlatform;
  const hubs: ChatHub[] = [];
  const sockets: Socket[] = [];

  async function processOn(): Promise<{ url: string; hub: ChatHub }> {
    const logger = createLogger('silent');
    const hub = createChatHub({ db: platform.handle.db, logger, redis, redisKey: `${prefix}-io`, clock: () => platform.now });
    const app = createApp({ db: platform.handle.db, logger, services: platform.services, chat: hub, clock: () => platform.now });
    const server = await new Promise<HttpServer>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as HttpServer));
    });
    hub.attach(server);
    hubs.push(hub);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hub };
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const hub of hubs) await hub.close();
    await platform?.close();
  });

  it('delivers a message sent on one process to the other party on the other, and shows them online there', async () => {
    const [a, b] = [await processOn(), await processOn()];
    const [job] = await jobsWithRecruiters(platform);
    if (!job) throw new Error('no seeded job');
    const me = await seeker(platform);
    const recruiter = await recruiterSession(platform, job.recruiterId);
    const chatId = startChatResultSchema.parse((await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id })).data).chat.id;
    const seekerSocket = await connected(client(a.url, { token: me.token }));
    sockets.push(seekerSocket);
    const recruiterSocket = await connected(client(b.url, { token: recruiter.token, role: 'recruiter' }));
    sockets.push(recruiterSocket);
    // The socket counts once its connection handler ran, just after the client saw 'connect'.
    let online = new Set<number>();
    for (let i = 0; i < 50 && online.size === 0; i++) {
      online = await a.hub.presence.onlineAmong('recruiter', [job.recruiterId]);
      if (online.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(online).toEqual(new Set([job.recruiterId]));

    const arrived = next<ChatMessage>(recruiterSocket, 'message:new', (m) => m.chat_id === chatId);
    const ack = await seekerSocket.emitWithAck('message:send', { chat_id: chatId, client_id: clientId(), text: 'Across processes' });
    expect(ack.ok).toBe(true);
    expect(await arrived).toMatchObject({ text: 'Across processes', seq: ack.data.seq });

    // Ending a session on process B closes its socket on process A.
    const [session] = rowsOf<{ id: number }>(await platform.handle.db.execute(sql`select id from sessions where user_id = ${me.id}`));
    const ended = next(seekerSocket, 'session:ended');
    const closed = new Promise<string>((resolve) => seekerSocket.once('disconnect', (reason) => resolve(reason)));
    b.hub.endSession(Number(session?.id));
    await ended;
    expect(await closed).toBe('io server disconnect');
  });
});
