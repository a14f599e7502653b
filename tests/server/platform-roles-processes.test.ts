import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BenchPair, createPairs } from '../../bench/chat-load-setup.mjs';
import { type PlatformProcess, startPlatformProcess, waitForHealth } from '../support/platform-process';

// An api process and a realtime process on one PostgreSQL database and Redis (issue 29 item 6.2):
// a message sent over HTTP to the api reaches a socket held by the realtime process.
const adminUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379/3';
const database = `roles_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href;
const [apiPort, realtimePort] = [5193, 5194];
const started: PlatformProcess[] = [];

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(adminUrl, (client) => client.query(`create database ${database}`));
  const shared = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_CHAT_KEY: `roles-${database}`, SEED_JOBS_PER_COUNTRY: '2' };
  // Both start at once: one migrates and seeds, the other waits for it (the advisory lock).
  started.push(startPlatformProcess({ ...shared, PLATFORM_ROLES: 'api', PLATFORM_PORT: String(apiPort) }));
  started.push(startPlatformProcess({ ...shared, PLATFORM_ROLES: 'realtime', PLATFORM_PORT: String(realtimePort) }));
}, 30_000);

afterAll(async () => {
  await Promise.all(started.map((platform) => platform.kill9()));
  await admin(adminUrl, (client) => client.query(`drop database if exists ${database} with (force)`));
});

it('splits the platform into an api and a realtime process that share chat events through Redis', async () => {
  const [api, realtime] = started as [PlatformProcess, PlatformProcess];
  expect(await waitForHealth(api, apiPort)).toEqual({ status: 'ok' });
  expect(await waitForHealth(realtime, realtimePort)).toEqual({ status: 'ok', roles: ['realtime'] });
  // The realtime process answers no API call; the api process does.
  expect((await fetch(`http://127.0.0.1:${apiPort}/config/skill/lists`)).status).toBe(200);
  const notApi = await fetch(`http://127.0.0.1:${realtimePort}/config/skill/lists`);
  expect(notApi.status).toBe(404);
  expect(((await notApi.json()) as { code: number }).code).toBe(40004);

  const pair = (await admin(databaseUrl, (client) => createPairs(client, 1)))[0] as BenchPair;
  const socket: Socket = io(`http://127.0.0.1:${realtimePort}`, {
    path: '/socket.io',
    addTrailingSlash: false,
    transports: ['websocket'],
    reconnection: false,
    auth: { token: pair.recruiter.token, role: 'recruiter' },
    forceNew: true,
  });
  try {
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', reject);
    });
    const received = new Promise<{ text: string; chat_id: number }>((resolve) => socket.on('message:new', resolve));
    const sent = await fetch(`http://127.0.0.1:${apiPort}/chat/chats/${pair.chatId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pair.seeker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'roles-test-1', text: 'Hello from the api process' }),
    });
    expect(sent.status).toBe(200);
    expect(await received).toMatchObject({ chat_id: pair.chatId, text: 'Hello from the api process' });
  } finally {
    socket.disconnect();
  }
}, 400_000);
