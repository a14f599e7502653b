import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '@/server/auth/limits';
import { rowsOf } from '@/server/db/rows';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { makeSeeker } from './profile-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
});
afterAll(async () => {
  await platform?.close();
});

const event = (overrides: Record<string, unknown> = {}) => ({
  event_name: 'job_view',
  device_id: 'device-a',
  device_type: 'web',
  device_name: 'Chrome',
  event_time: '2026-10-31 10:00:00',
  ...overrides,
});

function report(body: unknown, headers: Record<string, string> = {}) {
  return call(platform, '/event/report/events', {
    method: 'POST',
    country: 'ph',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function storedFor(deviceId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from client_events where device_id = ${deviceId}`));
  return Number(row?.n ?? 0);
}

describe('POST /event/report/events is capped and rate-limited (issue 18, item 7)', () => {
  it('keeps the contract: a valid batch is stored and counted', async () => {
    const answer = await report({ events: [event({ device_id: 'contract-1' }), event({ device_id: 'contract-1', data: { job_id: 7 } })] });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ accepted: 2 });
    expect(await storedFor('contract-1')).toBe(2);
  });

  it('refuses a body above 512 KB unread, a 1001st event and data above 4 KB', async () => {
    const big = await report({ events: [event({ data: { blob: 'x'.repeat(600 * 1024) } })] });
    expect(big.status).toBe(422);
    expect(big.data.errors._).toEqual(['The request is larger than 512 KB']);
    const many = await report({ events: Array.from({ length: 1001 }, () => event({ device_id: 'many-1' })) });
    expect(many.status).toBe(422);
    expect(await storedFor('many-1')).toBe(0);
    const data = await report({ events: [event({ device_id: 'data-1', data: { note: 'x'.repeat(4100) } })] });
    expect(data.status).toBe(422);
    expect(data.data.errors['events.0.data']).toEqual(['Keep data under 4 KB']);
  });

  it('refuses impossible event times that Date.parse would take', async () => {
    for (const time of ['2026-02-30 10:00:00', '2026-01-01 24:00:00', '0000-01-01 00:00:00']) {
      const answer = await report({ events: [event({ event_time: time })] });
      expect(answer.status, time).toBe(422);
      expect(Object.keys(answer.data.errors), time).toEqual(['events.0.event_time']);
    }
  });

  it('limits batches per device with 40006 and retry_after; another device is not slowed', async () => {
    const { limit } = limits.eventBatchesPerDevice;
    for (let i = 0; i < limit; i += 1) {
      expect((await report({ events: [event({ device_id: 'busy' })] }, { 'Device-Uuid': 'busy-device' })).status).toBe(200);
    }
    const refused = await report({ events: [event({ device_id: 'busy' })] }, { 'Device-Uuid': 'busy-device' });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(40006);
    expect(refused.data.retry_after).toBeGreaterThan(0);
    expect(await storedFor('busy')).toBe(limit);
    // Without the header the batch's device id names the reporter.
    expect((await report({ events: [event({ device_id: 'quiet' })] })).status).toBe(200);
  });

  it('counts a signed-in user as one reporter whatever device ids the batches claim', async () => {
    const seeker = await makeSeeker(platform);
    const { limit } = limits.eventBatchesPerDevice;
    for (let i = 0; i < limit; i += 1) {
      const answer = await report({ events: [event({ device_id: `rotating-${i}` })] }, { Authorization: `Bearer ${seeker.token}`, 'Device-Uuid': `rotating-${i}` });
      expect(answer.status).toBe(200);
    }
    const refused = await report({ events: [event({ device_id: 'rotating-x' })] }, { Authorization: `Bearer ${seeker.token}`, 'Device-Uuid': 'rotating-x' });
    expect(refused.status).toBe(429);
    expect(refused.data.retry_after).toBeGreaterThan(0);
  });

  it('limits batches per address however the device ids rotate', async () => {
    const { limit } = limits.eventBatchesPerAddress;
    let refused = null;
    for (let i = 0; i <= limit && !refused; i += 1) {
      const answer = await report({ events: [event({ device_id: `sweep-${i}` })] }, { 'Device-Uuid': `sweep-${i}`, 'X-Forwarded-For': '198.51.100.200' });
      if (answer.status === 429) refused = answer;
    }
    expect(refused?.code).toBe(40006);
    expect((await report({ events: [event({ device_id: 'elsewhere' })] }, { 'Device-Uuid': 'elsewhere', 'X-Forwarded-For': '198.51.100.201' })).status).toBe(200);
  });
});
