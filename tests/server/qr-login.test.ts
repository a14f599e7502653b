import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAnswerSchema } from '@/lib/schemas/auth';
import { qrLoginConfirmedSchema, qrLoginCreatedSchema, qrLoginPendingSchema, qrLoginRequestFactsSchema } from '@/lib/schemas/qr-login';
import { describeBrowser } from '@/server/auth/browser-label';
import { createSession, resolveSession } from '@/server/auth/sessions';
import { hashToken } from '@/server/auth/tokens';
import { qrLoginRequests, users } from '@/server/db/schema';
import { post, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { minute, movableClock, registerWithPassword, send, uniqueEmail } from './auth-support';

let platform: TestPlatform;
const clock = movableClock();

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, clock: clock.now });
});
afterAll(async () => {
  await platform?.close();
});

async function seeker() {
  const email = uniqueEmail('qr');
  const answer = await registerWithPassword(platform, email, 'secret-pass1', { device: 'phone-app' });
  return { email, token: answer.data.session_id as string, id: answer.data.id as number };
}

async function create(ip = '203.0.113.7') {
  const answer = await send(platform, '/auth/qr-login/create', {}, { ip });
  expect(answer.status).toBe(200);
  return qrLoginCreatedSchema.parse(answer.data);
}

const confirm = (code: unknown, token?: string) => send(platform, '/auth/qr-login/confirm', { code }, { token });
const redeem = (secret: unknown, device = 'waiting-laptop') => send(platform, '/auth/qr-login/redeem', { browser_secret: secret }, { device });

describe('QR code login', () => {
  it('a request waits, is confirmed by a signed-in app, and logs the waiting browser in once', async () => {
    clock.set(seedNow);
    const app = await seeker();
    const request = await create();
    expect(request.expires_in).toBe(120);
    // Only hashes are stored.
    const [row] = await platform.handle.db.select().from(qrLoginRequests).where(eq(qrLoginRequests.codeHash, hashToken(request.code)));
    expect(row?.browserHash).toBe(hashToken(request.browser_secret));
    expect(JSON.stringify(row)).not.toContain(request.code);

    const waiting = await redeem(request.browser_secret);
    expect(waiting.status).toBe(200);
    expect(qrLoginPendingSchema.parse(waiting.data).status).toBe('pending');

    const confirmed = await confirm(request.code, app.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ confirmed: true });

    const login = await redeem(request.browser_secret);
    expect(login.status).toBe(200);
    const answer = loginAnswerSchema.parse(login.data);
    expect(answer.id).toBe(app.id);
    expect(answer.session_id).not.toBe(app.token);
    expect((await resolveSession(platform.handle.db, answer.session_id, clock.now()))?.userId).toBe(app.id);

    // Reused: neither the browser nor the app can use it again.
    const again = await redeem(request.browser_secret);
    expect([again.status, again.code]).toEqual([409, 41601]);
    const confirmAgain = await confirm(request.code, app.token);
    expect([confirmAgain.status, confirmAgain.code]).toEqual([409, 41601]);
  });

  it('confirming needs a signed-in seeker: no session or a guest is 401', async () => {
    const request = await create();
    const none = await confirm(request.code);
    expect([none.status, none.code]).toEqual([401, 40003]);
    const guest = await send(platform, '/auth/guest/login', { guest_role: 'jobseeker' });
    const asGuest = await confirm(request.code, guest.data.session_id);
    expect(asGuest.status).toBe(401);
    expect((await redeem(request.browser_secret)).data.status).toBe('pending');
  });

  it('an expired request cannot be confirmed or redeemed', async () => {
    clock.set(seedNow);
    const app = await seeker();
    const request = await create();
    clock.advance(2 * minute + 1000);
    const late = await confirm(request.code, app.token);
    expect([late.status, late.code]).toEqual([410, 41600]);
    const lateRedeem = await redeem(request.browser_secret);
    expect([lateRedeem.status, lateRedeem.code]).toEqual([410, 41600]);
    clock.set(seedNow);
  });

  it('a confirmed request the browser does not collect within a minute expires', async () => {
    clock.set(seedNow);
    const app = await seeker();
    const request = await create();
    expect((await confirm(request.code, app.token)).status).toBe(200);
    clock.advance(61_000);
    const late = await redeem(request.browser_secret);
    expect([late.status, late.code]).toEqual([410, 41600]);
    clock.set(seedNow);
  });

  it('the code from the QR alone cannot take the session: only the waiting browser’s secret redeems', async () => {
    const app = await seeker();
    const request = await create();
    expect((await confirm(request.code, app.token)).status).toBe(200);
    // Someone who saw the QR tries the code as a secret, or a made-up secret.
    const withCode = await redeem(request.code, 'attacker');
    expect([withCode.status, withCode.code]).toEqual([404, 40004]);
    const other = await create();
    const otherBrowser = await redeem(other.browser_secret, 'attacker');
    expect(otherBrowser.data.status).toBe('pending');
    expect(loginAnswerSchema.safeParse(otherBrowser.data).success).toBe(false);
    // The real browser still gets in.
    expect(loginAnswerSchema.parse((await redeem(request.browser_secret)).data).id).toBe(app.id);
  });

  it('malformed and unknown codes and secrets are refused with field errors or 404, never a 500', async () => {
    const app = await seeker();
    for (const bad of ['', 'short', 'x'.repeat(44), '../../etc/passwd-aaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 42, null, { a: 1 }]) {
      const answer = await confirm(bad, app.token);
      expect([answer.status, answer.code], String(bad)).toEqual([422, 40001]);
      expect(answer.data.errors.code).toBeTruthy();
      const redeemed = await redeem(bad);
      expect([redeemed.status, redeemed.code]).toEqual([422, 40001]);
    }
    const unknown = await confirm('A'.repeat(43), app.token);
    expect([unknown.status, unknown.code]).toEqual([404, 40004]);
  });

  it('a recruiter session cannot confirm a seeker login', async () => {
    const request = await create();
    const [account] = await platform.handle.db.select({ id: users.id }).from(users).limit(1);
    if (!account) throw new Error('no seeded account');
    const token = await createSession(platform.handle.db, { userId: account.id, kind: 'user', role: 'recruiter', now: clock.now() });
    const answer = await confirm(request.code, token);
    expect([answer.status, answer.code]).toEqual([403, 40005]);
  });

  it('creating requests is limited per address', async () => {
    clock.set(new Date(seedNow.getTime() + 60 * minute));
    for (let i = 0; i < 30; i++) await create('198.51.100.9');
    const over = await send(platform, '/auth/qr-login/create', {}, { ip: '198.51.100.9' });
    expect([over.status, over.code]).toEqual([429, 40006]);
    expect(over.data.retry_after).toBeGreaterThan(0);
    // Another address is not affected.
    await create('198.51.100.10');
    clock.set(seedNow);
  });

  // Issue 30 item 6: the User-Agent is written by whoever shows the QR, so it is never shown.
  it('describes the waiting browser with fixed labels, its site and time, never the User-Agent; describing confirms nothing', async () => {
    clock.set(seedNow);
    const app = await seeker();
    const phishing = 'Hireloop app on your own iPhone - this is you, safe to confirm';
    const created = await post(platform, '/auth/qr-login/create', {}, { country: 'jp', headers: { 'User-Agent': phishing } });
    const request = qrLoginCreatedSchema.parse(created.data);
    const described = await send(platform, '/auth/qr-login/describe', { code: request.code }, { token: app.token });
    expect(described.status).toBe(200);
    expect(qrLoginRequestFactsSchema.parse(described.data)).toEqual({
      browser: 'unknown',
      system: 'iphone',
      site: 'jp',
      requested_at: seedNow.toISOString(),
    });
    expect(JSON.stringify(described)).not.toContain('safe to confirm');
    expect((await redeem(request.browser_secret)).data.status).toBe('pending');
    const confirmed = await confirm(request.code, app.token);
    expect(qrLoginConfirmedSchema.parse(confirmed.data)).toMatchObject({ confirmed: true, browser: 'unknown', system: 'iphone', site: 'jp' });
    expect(JSON.stringify(confirmed)).not.toContain('safe to confirm');
    // Once confirmed, there is nothing left to describe.
    expect((await send(platform, '/auth/qr-login/describe', { code: request.code }, { token: app.token })).code).toBe(41601);
    expect((await send(platform, '/auth/qr-login/describe', { code: request.code })).status).toBe(401);
  });

  it('labels real browsers from the fixed vocabulary', () => {
    const agents: [string, string, string][] = [
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'chrome', 'windows'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'safari', 'iphone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'edge', 'windows'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0', 'firefox', 'macos'],
      ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'samsung', 'android'],
      ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'chrome', 'chromeos'],
      ['curl/8.5.0', 'unknown', 'unknown'],
    ];
    for (const [agent, browser, system] of agents) expect(describeBrowser(agent), agent).toEqual({ browser, system });
    expect(describeBrowser(null)).toEqual({ browser: 'unknown', system: 'unknown' });
  });
});
