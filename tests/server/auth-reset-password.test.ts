import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentSchema, passwordResetSchema, resetCodeVerifiedSchema } from '@/lib/schemas/auth';
import { resolveSession } from '@/server/auth/sessions';
import { outboxMessages, users } from '@/server/db/schema';
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

async function messagesTo(email: string) {
  return platform.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
}

describe('POST /auth/reset-password/otp', () => {
  it('answers the same whether or not the email has an account, and mails a code only to an account', async () => {
    const email = uniqueEmail('reset');
    await registerWithPassword(platform, email, 'old-pass1', { languageCode: 'zh-TW' });
    const stranger = uniqueEmail('stranger');
    const known = await send(platform, '/auth/reset-password/otp', { email });
    const unknown = await send(platform, '/auth/reset-password/otp', { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    expect(known.message).toBe(unknown.message);
    expect(codeSentSchema.parse(known.data).sent).toBe(true);
    const message = await newestMessage(platform, email, 'reset_password');
    expect(message).toMatchObject({ languageSlug: 'zh-tw', subject: '重設您的 Hireloop 密碼' });
    expect(await messagesTo(stranger)).toEqual([]);
  });

  it('sends nothing to a suspended account, with the same answer', async () => {
    const email = uniqueEmail('suspended');
    await registerWithPassword(platform, email, 'old-pass1');
    await platform.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.email, email));
    const answer = await send(platform, '/auth/reset-password/otp', { email });
    expect(answer.status).toBe(200);
    expect(await newestMessage(platform, email, 'reset_password')).toBeUndefined();
  });

  it('refuses the sixth request for one email within an hour with 429 40006 and retry_after, known or not', async () => {
    for (const [email, hasAccount] of [
      [uniqueEmail('six'), true],
      [uniqueEmail('six-unknown'), false],
    ] as const) {
      if (hasAccount) await registerWithPassword(platform, email, 'old-pass1');
      for (let i = 0; i < 5; i += 1) expect((await send(platform, '/auth/reset-password/otp', { email })).status).toBe(200);
      const sixth = await send(platform, '/auth/reset-password/otp', { email });
      expect(sixth.status).toBe(429);
      expect(sixth.code).toBe(40006);
      expect(sixth.message).toMatch(/^Too many attempts, retry in \d+ seconds$/);
      expect(sixth.data.retry_after).toBeGreaterThan(0);
      expect(sixth.data.retry_after).toBeLessThanOrEqual(3600);
    }
  });

  it('allows sends again once the hour is over', async () => {
    const email = uniqueEmail('hour');
    for (let i = 0; i < 5; i += 1) await send(platform, '/auth/reset-password/otp', { email });
    const refused = await send(platform, '/auth/reset-password/otp', { email });
    clock.advance(refused.data.retry_after * 1000);
    expect((await send(platform, '/auth/reset-password/otp', { email })).status).toBe(200);
  });

  // Issue 30 item 5: the address's standing (50 codes asked for and not used), not a flat 20.
  it('limits sends per address across emails: the 51st in an hour is refused', async () => {
    for (let i = 0; i < 50; i += 1) {
      expect((await send(platform, '/auth/reset-password/otp', { email: uniqueEmail('sweep') }, { ip: '198.51.100.7' })).status).toBe(200);
    }
    const refused = await send(platform, '/auth/reset-password/otp', { email: uniqueEmail('sweep') }, { ip: '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(refused.data.retry_after).toBeGreaterThan(0);
  });

  it('names a bad email with 422 40001', async () => {
    const answer = await send(platform, '/auth/reset-password/otp', { email: 'nope' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['email']);
  });
});

describe('verify the code, then set the new password', () => {
  it('verify-otp checks without using the code up; reset-password uses it, sets the password and ends every session', async () => {
    const email = uniqueEmail('flow');
    const registered = await registerWithPassword(platform, email, 'old-pass1', { device: 'laptop' });
    const oldSession = registered.data.session_id as string;
    await send(platform, '/auth/reset-password/otp', { email });
    const otp = await codeSentTo(platform, email, 'reset_password');

    const verified = await send(platform, '/auth/reset-password/verify-otp', { email, otp });
    expect(verified.status).toBe(200);
    expect(resetCodeVerifiedSchema.parse(verified.data)).toEqual({ verified: true });
    expect((await send(platform, '/auth/reset-password/verify-otp', { email, otp })).status).toBe(200);

    const weak = await send(platform, '/auth/reset-password', { email, otp, new_password: 'short' });
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.data.errors)).toEqual(['new_password']);

    const reset = await send(platform, '/auth/reset-password', { email, otp, new_password: 'new-pass22' }, { device: 'phone' });
    expect(reset.status).toBe(200);
    expect(passwordResetSchema.parse(reset.data)).toEqual({ password_reset: true });
    expect(await resolveSession(platform.handle.db, oldSession, clock.now())).toBeNull();
    expect((await userByEmail(platform, email)).hasPassword).toBe(true);

    const again = await send(platform, '/auth/reset-password', { email, otp, new_password: 'other-pass3' });
    expect(again.code).toBe(41042);
    expect((await send(platform, '/auth/login', { login: email, password: 'old-pass1' }, { device: 'phone' })).status).toBe(401);
    const login = await send(platform, '/auth/login', { login: email, password: 'new-pass22' }, { device: 'phone' });
    expect(login.status).toBe(200);
    expect(login.data.session_id).toBeTruthy();
    // The old laptop was forgotten with the reset: a password login from it asks for the safety code.
    const fromLaptop = await send(platform, '/auth/login', { login: email, password: 'new-pass22' }, { device: 'laptop' });
    expect(fromLaptop.data.safety_verification_required).toBe(true);

    const notice = await newestMessage(platform, email, 'password_changed');
    expect(notice?.subject).toBe('Your Hireloop password was changed');
  });

  it('gives a password-less account a password', async () => {
    const email = uniqueEmail('passwordless');
    await send(platform, '/data/users/register', { email }, { device: 'd1' });
    expect((await userByEmail(platform, email)).hasPassword).toBe(false);
    await send(platform, '/auth/reset-password/otp', { email });
    const otp = await codeSentTo(platform, email, 'reset_password');
    expect((await send(platform, '/auth/reset-password', { email, otp, new_password: 'first-pass1' })).status).toBe(200);
    expect(await userByEmail(platform, email)).toMatchObject({ hasPassword: true, isEmailVerified: true });
  });

  it('counts wrong codes at verify-otp toward the code’s five tries', async () => {
    const email = uniqueEmail('tries');
    await registerWithPassword(platform, email, 'old-pass1');
    await send(platform, '/auth/reset-password/otp', { email });
    const otp = await codeSentTo(platform, email, 'reset_password');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await send(platform, '/auth/reset-password/verify-otp', { email, otp: wrong });
      expect([answer.status, answer.code]).toEqual([422, 41040]);
    }
    expect((await send(platform, '/auth/reset-password/verify-otp', { email, otp })).code).toBe(41043);
    expect((await send(platform, '/auth/reset-password', { email, otp, new_password: 'new-pass22' })).code).toBe(41043);
  });

  it('a code for an email without an account is simply wrong', async () => {
    const answer = await send(platform, '/auth/reset-password/verify-otp', { email: uniqueEmail('ghost'), otp: '123456' });
    expect([answer.status, answer.code]).toEqual([422, 41040]);
  });

  it('an expired code is 41043', async () => {
    const email = uniqueEmail('late');
    await registerWithPassword(platform, email, 'old-pass1');
    await send(platform, '/auth/reset-password/otp', { email });
    const otp = await codeSentTo(platform, email, 'reset_password');
    clock.advance(11 * minute);
    expect((await send(platform, '/auth/reset-password/verify-otp', { email, otp })).code).toBe(41043);
  });
});
