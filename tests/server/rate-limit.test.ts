import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimiter, type RateLimiter } from '@/server/auth/rate-limit';
import { redisRateLimiter } from '@/server/auth/redis-rate-limit';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { send, uniqueEmail } from './auth-support';

/** Redis runs on every machine (CI too); each run uses its own key prefix and removes its keys. */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const prefix = `hireloop-test:${randomUUID()}:`;

let platform: TestPlatform;
let redis: Redis;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
  await platform?.close();
});

const start = new Date('2026-11-01T00:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each([
  ['database', () => databaseRateLimiter(platform.handle.db)],
  ['redis', () => redisRateLimiter(redis, { prefix })],
] as const)('%s rate limiter', (_name, make: () => RateLimiter) => {
  it('allows `limit` hits in a window, then refuses with the seconds left until it resets', async () => {
    const limiter = make();
    const key = `window:${randomUUID()}`;
    for (let i = 0; i < 5; i += 1) expect(await limiter.hit(key, 5, 3600, at(i))).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.hit(key, 5, 3600, at(600))).toEqual({ allowed: false, retryAfter: 3000 });
    expect(await limiter.hit(key, 5, 3600, at(3599.5))).toEqual({ allowed: false, retryAfter: 1 });
    expect(await limiter.hit(key, 5, 3600, at(3600))).toEqual({ allowed: true, retryAfter: 0 });
  });

  it('keeps keys apart', async () => {
    const limiter = make();
    const a = `apart:${randomUUID()}`;
    const b = `apart:${randomUUID()}`;
    expect((await limiter.hit(a, 1, 60, start)).allowed).toBe(true);
    expect((await limiter.hit(a, 1, 60, start)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 60, start)).allowed).toBe(true);
  });

  it('reset forgets a key’s hits', async () => {
    const limiter = make();
    const key = `reset:${randomUUID()}`;
    await limiter.hit(key, 1, 60, start);
    expect((await limiter.hit(key, 1, 60, start)).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.hit(key, 1, 60, start)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly: of 25 at once, exactly 10 pass', async () => {
    const limiter = make();
    const key = `race:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(key, 10, 60, start)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  // The address standing of docs/decisions/0065 moves both ways; both limiters must agree.
  it('add moves the count by a delta, never below 0; a delta of 0 only reads; a new window starts at max(0, delta)', async () => {
    const limiter = make();
    const key = `add:${randomUUID()}`;
    expect(await limiter.add(key, -1, 2, 3600, at(0))).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.add(key, 1, 2, 3600, at(1))).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.add(key, 2, 2, 3600, at(2))).toEqual({ allowed: false, retryAfter: 3598 });
    expect(await limiter.add(key, 0, 2, 3600, at(3))).toEqual({ allowed: false, retryAfter: 3597 });
    expect(await limiter.add(key, -1, 2, 3600, at(4))).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.add(key, -5, 0, 3600, at(5))).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.add(key, 1, 0, 3600, at(6))).toEqual({ allowed: false, retryAfter: 3594 });
    // The window began at the first add, even though it counted 0.
    expect(await limiter.add(key, 0, 0, 3600, at(3600))).toEqual({ allowed: true, retryAfter: 0 });
  });

  it('counts concurrent adds exactly: 20 up and 10 down at once end at 10', async () => {
    const limiter = make();
    const key = `add-race:${randomUUID()}`;
    await limiter.add(key, 10, 100, 60, start);
    await Promise.all([
      ...Array.from({ length: 20 }, () => limiter.add(key, 1, 100, 60, start)),
      ...Array.from({ length: 10 }, () => limiter.add(key, -1, 100, 60, start)),
    ]);
    expect(await limiter.add(key, 0, 20, 60, start)).toEqual({ allowed: true, retryAfter: 0 });
    expect(await limiter.add(key, 0, 19, 60, start)).toEqual({ allowed: false, retryAfter: 60 });
  });
});

it('the Redis limiter keeps its keys under its prefix, with an expiry', async () => {
  const limiter = redisRateLimiter(redis, { prefix });
  await limiter.hit('ttl-check', 3, 120, start);
  expect(await redis.hgetall(`${prefix}ttl-check`)).toEqual({ count: '1', reset: String(at(120).getTime()) });
  const ttl = await redis.pttl(`${prefix}ttl-check`);
  expect(ttl).toBeGreaterThan(100_000);
  expect(ttl).toBeLessThanOrEqual(120_000);
});

it('with the Redis limiter, the sixth reset-code request in an hour is 429 40006 with retry_after', async () => {
  const withRedis = await startTestPlatform({ jobsPerCountry: 1, services: { limiter: redisRateLimiter(redis, { prefix }) } });
  try {
    const email = uniqueEmail('redis-reset');
    for (let i = 0; i < 5; i += 1) expect((await send(withRedis, '/auth/reset-password/otp', { email })).status).toBe(200);
    const sixth = await send(withRedis, '/auth/reset-password/otp', { email });
    expect([sixth.status, sixth.code]).toEqual([429, 40006]);
    expect(sixth.data.retry_after).toBe(3600);
    expect((await redis.keys(`${prefix}resetSendPerEmail:*`)).length).toBeGreaterThan(0);
  } finally {
    await withRedis.close();
  }
});
