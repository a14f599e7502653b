import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAnswerSchema, safetyStepSchema } from '@/lib/schemas/auth';
import { knownDevices, users } from '@/server/db/schema';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { codeSentTo, minute, movableClock, newestMessage, registerWithPassword, send, uniqueEmail, userByEmail } from './auth-support';

let platform: TestPlatform;
const clock = movableClock();

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, clock: clock.now });
});
afterAll(async () => {
  await platform?.close();
});

async function account(options: { device?: string; language?: string } = {}) {
  const email = uniqueEmail('login');
  await registerWithPassword(platform, email, 'right-pass1', { device: options.device ?? 'home-laptop', languageCode: options.language });
  return email;
}

describe('POST /auth/login', () => {
  it('signs in from a known device with the password, also by upper-case email', async () => {
    const email = await account();
    const answer = await send(platform, '/auth/login', { login: email.toUpperCase(), password: 'right-pass1' }, { device: 'home-laptop' });
    expect(answer.status).toBe(200);
    const data = loginAnswerSchema.parse(answer.data);
    expect(data).toMatchObject({ email, is_new_account: false, is_profile_update_required: false });
    const user = await userByEmail(platform, email);
    expect(user.lastLoginAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it('answers a wrong password and an unknown account alike: 401 40002', async () => {
    const email = await account();
    const wrong = await send(platform, '/auth/login', { login: email, password: 'wrong-pass1' }, { device: 'home-laptop' });
    const unknown = await send(platform, '/auth/login', { login: uniqueEmail('nobody'), password: 'wrong-pass1' }, { device: 'home-laptop' });
    const phone = await send(platform, '/auth/login', { login: '+639170000000', password: 'wrong-pass1' });
    for (const answer of [wrong, unknown, phone]) {
      expect(answer.status).toBe(401);
      expect(answer.code).toBe(40002);
      expect(answer.data).toBeNull();
    }
    expect(wrong.message).toBe(unknown.message);
  });

  it('refuses a suspended account with 403 41044, but only to someone who knows its password', async () => {
    const email = await account();
    await platform.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const right = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'home-laptop' });
    expect(right.status).toBe(403);
    expect(right.code).toBe(41044);
    const wrong = await send(platform, '/auth/login', { login: email, password: 'wrong-pass1' }, { device: 'home-laptop' });
    expect(wrong.status).toBe(401);
  });

  it('names missing fields with 422 40001', async () => {
    const answer = await send(platform, '/auth/login', { login: '', password: '' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors).sort()).toEqual(['login', 'password']);
  });

  it('signs in by verified phone with its prefix', async () => {
    const email = await account();
    await platform.handle.db
      .update(users)
      .set({ phoneCountryCode: '+65', phoneNum: '81234567', isMobileVerified: true })
      .where(eq(users.email, email));
    const answer = await send(platform, '/auth/login', { login: '+65 8123 4567', password: 'right-pass1' }, { device: 'home-laptop' });
    expect(answer.status).toBe(200);
    expect(answer.data.email).toBe(email);
  });
});

describe('the safety step for an unrecognised device', () => {
  it('sends a code to the account email and finishes the login with it; the device is then known', async () => {
    const email = await account({ language: 'es' });
    const first = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'cafe-pc' });
    expect(first.status).toBe(200);
    expect(first.code).toBe(0);
    const step = safetyStepSchema.parse(first.data);
    expect(step.email_masked).toBe(`${email.slice(0, 2)}***@example.test`);
    expect(first.data.session_id).toBeUndefined();

    const message = await newestMessage(platform, email, 'safety_code');
    expect(message?.languageSlug).toBe('es-es');
    expect(message?.subject).toBe('Confirma que eres tú quien inicia sesión en Hireloop');
    const code = await codeSentTo(platform, email, 'safety_code');

    const wrong = await send(platform, '/auth/login', { login: email, password: 'right-pass1', safety_code: code === '000000' ? '111111' : '000000' }, { device: 'cafe-pc' });
    expect(wrong.status).toBe(422);
    expect(wrong.code).toBe(41040);

    const badPassword = await send(platform, '/auth/login', { login: email, password: 'wrong-pass1', safety_code: code }, { device: 'cafe-pc' });
    expect(badPassword.status).toBe(401);

    const done = await send(platform, '/auth/login', { login: email, password: 'right-pass1', safety_code: code }, { device: 'cafe-pc' });
    expect(done.status).toBe(200);
    expect(loginAnswerSchema.parse(done.data).email).toBe(email);

    const again = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'cafe-pc' });
    expect(loginAnswerSchema.safeParse(again.data).success).toBe(true);
    const user = await userByEmail(platform, email);
    const devices = await platform.handle.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices.map((d) => d.deviceUuid).sort()).toEqual(['cafe-pc', 'home-laptop']);
  });

  it('asks for the step when the request names no device at all', async () => {
    const email = await account();
    const answer = await send(platform, '/auth/login', { login: email, password: 'right-pass1' });
    expect(safetyStepSchema.safeParse(answer.data).success).toBe(true);
  });

  it('a safety code is single use and expires after 10 minutes', async () => {
    const email = await account();
    await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'tablet' });
    const code = await codeSentTo(platform, email, 'safety_code');
    clock.advance(10 * minute);
    const late = await send(platform, '/auth/login', { login: email, password: 'right-pass1', safety_code: code }, { device: 'tablet' });
    expect(late.code).toBe(41043);

    await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'tablet-2' });
    const fresh = await codeSentTo(platform, email, 'safety_code');
    expect((await send(platform, '/auth/login', { login: email, password: 'right-pass1', safety_code: fresh }, { device: 'tablet-2' })).status).toBe(200);
    const reused = await send(platform, '/auth/login', { login: email, password: 'right-pass1', safety_code: fresh }, { device: 'tablet-3' });
    expect(reused.code).toBe(41042);
  });

  it('sends at most 5 safety codes an hour per account', async () => {
    const email = await account();
    for (let i = 0; i < 5; i += 1) {
      const step = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: `kiosk-${i}` });
      expect(step.status).toBe(200);
    }
    const refused = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'kiosk-6' });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(40006);
    clock.advance(61 * minute);
  });
});

describe('login throttling', () => {
  it('allows 10 failures per account in 15 minutes from other devices, however the email is spelled; past them a right password still reaches the safety step (issue 30 item 4)', async () => {
    const email = await account();
    for (let i = 0; i < 10; i += 1) {
      const spelling = i % 2 === 0 ? email.toUpperCase() : ` ${email} `;
      const from = { device: i % 3 === 0 ? undefined : `stranger-${i}`, ip: `198.51.100.${i + 1}` };
      expect((await send(platform, '/auth/login', { login: spelling, password: `wrong-pass${i}` }, from)).status).toBe(401);
    }
    // The owner, right password, new device, another address: the safety step, not a 429.
    const owner = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'owner-new-phone', ip: '203.0.113.9' });
    expect(owner.status).toBe(200);
    expect(safetyStepSchema.parse(owner.data).safety_verification_required).toBe(true);
    const code = await codeSentTo(platform, email, 'safety_code');
    const done = await send(
      platform,
      '/auth/login',
      { login: email, password: 'right-pass1', safety_code: code },
      { device: 'owner-new-phone', ip: '203.0.113.9' },
    );
    expect(done.status).toBe(200);
    expect(loginAnswerSchema.parse(done.data).email).toBe(email);
  });

  it('past the account limit a guess learns nothing: a wrong password answers the same safety step and sends no code (issue 30 item 4)', async () => {
    const email = await account({ device: 'home-laptop' });
    for (let i = 0; i < 10; i += 1) await send(platform, '/auth/login', { login: email, password: `guess-${i}` }, { device: `bot-${i}`, ip: '198.51.100.60' });
    const before = await newestMessage(platform, email, 'safety_code');
    const guess = await send(platform, '/auth/login', { login: email, password: 'guess-x' }, { device: 'bot-x', ip: '198.51.100.61' });
    expect(guess.status).toBe(200);
    expect(guess.data).toEqual({ safety_verification_required: true, email_masked: expect.stringContaining('***@example.test') });
    expect((await newestMessage(platform, email, 'safety_code'))?.id).toBe(before?.id);
    const right = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'owner-tablet', ip: '203.0.113.10' });
    expect(right.data).toEqual(guess.data);
    expect((await newestMessage(platform, email, 'safety_code'))?.id).not.toBe(before?.id);
    // A wrong password with any code is refused exactly as a wrong code is.
    const withCode = await send(platform, '/auth/login', { login: email, password: 'guess-y', safety_code: '123456' }, { device: 'bot-y' });
    expect(withCode.code).toBe(41040);
  });

  it('an attacker cannot lock the owner out: the right password from the known device works after many wrong tries from elsewhere (issue 18, item 3)', async () => {
    const email = await account({ device: 'home-laptop' });
    for (let i = 0; i < 30; i += 1) {
      const attempt = await send(platform, '/auth/login', { login: email, password: `guess-${i}` }, { device: `bot-${i}`, ip: `198.51.100.${(i % 5) + 20}` });
      // Past the limit, the decoy safety step (issue 30 item 4): no code is sent for a wrong password.
      if (i < 10) expect(attempt.status).toBe(401);
      else expect(attempt.data.safety_verification_required).toBe(true);
    }
    const owner = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'home-laptop', ip: '203.0.113.77' });
    expect(owner.status).toBe(200);
    expect(loginAnswerSchema.parse(owner.data).email).toBe(email);
    // The owner's success clears only the owner's count: the attacker still cannot get a 401 answer.
    const still = await send(platform, '/auth/login', { login: email, password: 'guess-again' }, { device: 'bot-x', ip: '198.51.100.30' });
    expect(still.data.safety_verification_required).toBe(true);
  });

  it('still limits guessing from the known device itself: 10 failures, then 429 until the window ends', async () => {
    const email = await account({ device: 'shared-pc' });
    for (let i = 0; i < 10; i += 1) {
      expect((await send(platform, '/auth/login', { login: email, password: `wrong-${i}` }, { device: 'shared-pc' })).status).toBe(401);
    }
    const refused = await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'shared-pc' });
    expect(refused.status).toBe(429);
    expect(refused.data.retry_after).toBeGreaterThan(0);
    clock.advance(refused.data.retry_after * 1000);
    expect((await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'shared-pc' })).status).toBe(200);
  });

  it('a successful login clears the failures counted against the account', async () => {
    const email = await account();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 9; i += 1) await send(platform, '/auth/login', { login: email, password: 'wrong-pass1' }, { device: 'home-laptop' });
      expect((await send(platform, '/auth/login', { login: email, password: 'right-pass1' }, { device: 'home-laptop' })).status).toBe(200);
    }
  });

  it('counts every spelling of a phone against the same account', async () => {
    for (let i = 0; i < 10; i += 1) {
      const spelling = ['+6591110000', '+65 9111 0000', '+65-91110000'][i % 3] ?? '';
      expect((await send(platform, '/auth/login', { login: spelling, password: 'wrong-pass1' })).status).toBe(401);
    }
    // Past the limit: the decoy safety step, as for an existing account (issue 30 item 4).
    expect((await send(platform, '/auth/login', { login: '+65 91110000', password: 'wrong-pass1' })).data.safety_verification_required).toBe(true);
  });

  it('stops an address after 50 failures across accounts (its standing, docs/decisions/0065)', async () => {
    for (let i = 0; i < 50; i += 1) {
      await send(platform, '/auth/login', { login: uniqueEmail('sweep'), password: 'wrong-pass1' }, { ip: '203.0.113.50' });
    }
    const refused = await send(platform, '/auth/login', { login: uniqueEmail('sweep'), password: 'wrong-pass1' }, { ip: '203.0.113.50' });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(40006);
    const other = await send(platform, '/auth/login', { login: uniqueEmail('sweep'), password: 'wrong-pass1' }, { ip: '203.0.113.51' });
    expect(other.status).toBe(401);
  });
});
