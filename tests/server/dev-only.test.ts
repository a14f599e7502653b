import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxSchema } from '@/lib/schemas/auth';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { registerWithPassword, send, uniqueEmail } from './auth-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
});

afterAll(async () => {
  await platform.close();
});

/** A call as @hono/node-server hands it over: with the TCP peer's address (server/http/dev-only.ts). */
async function fromPeer(target: TestPlatform, path: string, remoteAddress: string | null, headers: Record<string, string> = {}) {
  const env = remoteAddress === null ? undefined : { incoming: { socket: { remoteAddress } } };
  const response = await target.app.request(path, { headers: { 'Country-Id': 'ph', 'Role-Id': '1', ...headers } }, env);
  return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
}

describe('GET /dev/mailbox', () => {
  it('lists the newest outbox messages to a loopback caller, for one recipient when asked', async () => {
    const email = uniqueEmail('mailbox');
    await registerWithPassword(platform, email, 'secret-pass1', { device: 'laptop' });
    await send(platform, '/auth/reset-password/otp', { email });
    const answer = await fromPeer(platform, `/dev/mailbox?to=${encodeURIComponent(email.toUpperCase())}&limit=5`, '127.0.0.1');
    expect(answer.status).toBe(200);
    const mailbox = devMailboxSchema.parse(answer.body.data);
    expect(mailbox.messages.map((m) => m.template)).toEqual(['reset_password', 'verify_email']);
    expect(mailbox.messages.every((m) => m.to === email && m.transport === 'outbox')).toBe(true);
    expect(mailbox.messages[0]?.text).toMatch(/\b\d{6}\b/);
    const limited = await fromPeer(platform, '/dev/mailbox?limit=1', '::1');
    expect((limited.body.data as { messages: unknown[] }).messages).toHaveLength(1);
    expect((await fromPeer(platform, '/dev/mailbox?limit=500', '::ffff:127.0.0.1')).status).toBe(422);
  });

  it.each([
    ['a remote peer', '203.0.113.7', {}],
    ['a private-network peer', '192.168.1.20', {}],
    ['a look-alike of loopback', '127.0.0.1.example', {}],
    ['no socket at all (in-process)', null, {}],
    ['the web’s /api proxy (X-Forwarded-For)', '127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' }],
    ['a local proxy (X-Forwarded-Host)', '127.0.0.1', { 'X-Forwarded-Host': 'ph.localhost:3000' }],
    ['a local proxy (Forwarded)', '127.0.0.1', { Forwarded: 'for=198.51.100.4' }],
    ['a local proxy (X-Real-IP)', '::1', { 'X-Real-IP': '198.51.100.4' }],
  ] as const)('is a 404 to %s', async (_who, peer, headers) => {
    const answer = await fromPeer(platform, '/dev/mailbox', peer, headers);
    expect([answer.status, answer.body.code, answer.body.data]).toEqual([404, 40004, null]);
  });

  it('is a 404 even to loopback when the surfaces are off (a production start)', async () => {
    const off = await startTestPlatform({ jobsPerCountry: 1, services: { devSurfaces: false } });
    try {
      const answer = await fromPeer(off, '/dev/mailbox', '127.0.0.1');
      expect([answer.status, answer.body.code]).toEqual([404, 40004]);
    } finally {
      await off.close();
    }
  });
});
