import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountChangedSchema } from '@/lib/schemas/account-settings';
import { codeSentSchema } from '@/lib/schemas/auth';
import { resolveSession } from '@/server/auth/sessions';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { codeSentTo, minute, movableClock, newestMessage, registerWithPassword, send, uniqueEmail, userByEmail } from './auth-support';

let platform: TestPlatform;
const clock = movableClock();

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, clock: clock.now });
});
afterAll(async () => {
  await platform?.close();
});

const password = 'secret-pass1';

async function seeker(device = 'laptop') {
  const email = uniqueEmail('settings');
  const answer = await registerWithPassword(platform, email, password, { device });
  return { email, token: answer.data.session_id as string, id: answer.data.id as number, device };
}

/** Sends the code to `newEmail` with the password and answers the code from the new address's mailbox. */
async function startChange(user: { token: string; device: string }, newEmail: string) {
  const sent = await send(platform, '/jobseeker/account/email/send-code', { new_email: newEmail, password }, { token: user.token, device: user.device });
  expect(sent.status, JSON.stringify(sent)).toBe(200);
  expect(codeSentSchema.parse(sent.data).sent).toBe(true);
  return codeSentTo(platform, newEmail, 'change_email');
}

describe('changing the login email with the password', () => {
  it('confirms the new address with its code, tells the old one, keeps this session and ends the others', async () => {
    const user = await seeker();
    const other = await send(platform, '/auth/login', { login: user.email, password }, { device: user.device });
    expect(other.status).toBe(200);
    const newEmail = uniqueEmail('moved');
    const code = await startChange(user, newEmail);
    // Nothing has changed until the code comes back.
    expect((await userByEmail(platform, user.email)).id).toBe(user.id);

    const changed = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: user.token, device: user.device });
    expect(changed.status, JSON.stringify(changed)).toBe(200);
    const account = accountChangedSchema.parse(changed.data);
    expect(account).toMatchObject({ email: newEmail, is_email_verify: true, other_sessions_ended: 1 });

    expect(await resolveSession(platform.handle.db, user.token, clock.now())).not.toBeNull();
    expect(await resolveSession(platform.handle.db, other.data.session_id, clock.now())).toBeNull();

    const notice = await newestMessage(platform, user.email, 'email_changed');
    expect(notice?.text).toContain(newEmail.slice(0, 2));
    expect(notice?.text).toContain(newEmail.slice(newEmail.indexOf('@')));
    expect(notice?.text).not.toContain(newEmail);

    const oldLogin = await send(platform, '/auth/login', { login: user.email, password }, { device: user.device });
    expect(oldLogin.status).toBe(401);
    const newLogin = await send(platform, '/auth/login', { login: newEmail, password }, { device: user.device });
    expect(newLogin.status).toBe(200);
    expect(newLogin.data.email).toBe(newEmail);
  });

  it('answers 41040 for a wrong code, and the right code still works after it', async () => {
    const user = await seeker();
    const newEmail = uniqueEmail('typo');
    const code = await startChange(user, newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: wrong, password }, { token: user.token });
    expect([bad.status, bad.code]).toEqual([422, 41040]);
    expect((await userByEmail(platform, user.email)).id).toBe(user.id);
    const good = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: user.token });
    expect(good.status).toBe(200);
  });

  it('dead after 5 wrong tries: the right code then answers 41043', async () => {
    const user = await seeker();
    const newEmail = uniqueEmail('dead');
    const code = await startChange(user, newEmail);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: wrong, password }, { token: user.token });
    }
    const dead = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: user.token });
    expect([dead.status, dead.code]).toEqual([422, 41043]);
  });

  it('answers 41043 once the code has expired', async () => {
    const user = await seeker();
    const newEmail = uniqueEmail('late');
    const code = await startChange(user, newEmail);
    clock.advance(11 * minute);
    const late = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: user.token });
    expect([late.status, late.code]).toEqual([422, 41043]);
    expect((await userByEmail(platform, user.email)).id).toBe(user.id);
  });

  it('refuses a wrong password with 422 naming password, and sends nothing', async () => {
    const user = await seeker();
    const newEmail = uniqueEmail('nope');
    const answer = await send(platform, '/jobseeker/account/email/send-code', { new_email: newEmail, password: 'wrong-pass9' }, { token: user.token });
    expect([answer.status, answer.code]).toEqual([422, 40001]);
    expect(answer.data.errors.password).toBeDefined();
    expect(await newestMessage(platform, newEmail)).toBeUndefined();
    const change = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: '123456', password: 'wrong-pass9' }, { token: user.token });
    expect(change.data.errors.password).toBeDefined();
  });

  it('slows a password guesser: the 11th wrong password in 15 minutes is 429', async () => {
    const user = await seeker();
    const body = { new_email: uniqueEmail('guess'), password: 'wrong-pass9' };
    for (let i = 0; i < 10; i += 1) {
      expect((await send(platform, '/jobseeker/account/email/send-code', body, { token: user.token })).status).toBe(422);
    }
    const blocked = await send(platform, '/jobseeker/account/email/send-code', { ...body, password }, { token: user.token });
    expect([blocked.status, blocked.code]).toEqual([429, 40006]);
    clock.advance(16 * minute);
    expect((await send(platform, '/jobseeker/account/email/send-code', { ...body, password }, { token: user.token })).status).toBe(200);
  });

  it('answers 41038 naming new_email when the new address has an account, also when it is taken after the code was sent', async () => {
    const user = await seeker();
    const owner = await seeker();
    const taken = await send(platform, '/jobseeker/account/email/send-code', { new_email: owner.email, password }, { token: user.token });
    expect([taken.status, taken.code]).toEqual([422, 41038]);
    expect(taken.data.errors.new_email).toBeDefined();

    const newEmail = uniqueEmail('race');
    const code = await startChange(user, newEmail);
    await registerWithPassword(platform, newEmail, password, { device: 'elsewhere' });
    const late = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: user.token });
    expect([late.status, late.code]).toEqual([422, 41038]);
    expect((await userByEmail(platform, user.email)).id).toBe(user.id);
  });

  it('refuses the current address as the new one', async () => {
    const user = await seeker();
    const same = await send(platform, '/jobseeker/account/email/send-code', { new_email: user.email.toUpperCase(), password }, { token: user.token });
    expect(same.status).toBe(422);
    expect(same.data.errors.new_email).toBeDefined();
    expect(same.data.reasons).toEqual({ new_email: 'unchanged' });
  });
});

describe('changing the login email with a code to the current address', () => {
  it('works without the password, and the confirm code opens one change only', async () => {
    const user = await seeker();
    expect((await send(platform, '/jobseeker/account/confirm-code', {}, { token: user.token })).status).toBe(200);
    const confirm = await codeSentTo(platform, user.email, 'confirm_account');
    const newEmail = uniqueEmail('by-code');
    expect((await send(platform, '/jobseeker/account/email/send-code', { new_email: newEmail, confirm_code: confirm }, { token: user.token })).status).toBe(200);
    const code = await codeSentTo(platform, newEmail, 'change_email');
    const changed = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, confirm_code: confirm }, { token: user.token });
    expect(changed.status, JSON.stringify(changed)).toBe(200);

    // The confirm code belonged to the old address, which no longer opens anything.
    const reuse = await send(platform, '/jobseeker/account/email/send-code', { new_email: uniqueEmail('again'), confirm_code: confirm }, { token: user.token });
    expect([reuse.status, reuse.code]).toEqual([422, 41040]);
  });

  it('refuses a wrong confirm code with 41040', async () => {
    const user = await seeker();
    await send(platform, '/jobseeker/account/confirm-code', {}, { token: user.token });
    const confirm = await codeSentTo(platform, user.email, 'confirm_account');
    const wrong = confirm === '000000' ? '111111' : '000000';
    const answer = await send(platform, '/jobseeker/account/email/send-code', { new_email: uniqueEmail('w'), confirm_code: wrong }, { token: user.token });
    expect([answer.status, answer.code]).toEqual([422, 41040]);
  });
});

describe('another user, no session, bad input', () => {
  it('a code sent for one account does not change another account', async () => {
    const victim = await seeker();
    const attacker = await seeker();
    const newEmail = uniqueEmail('shared');
    const code = await startChange(victim, newEmail);
    const stolen = await send(platform, '/jobseeker/account/email/change', { new_email: newEmail, otp: code, password }, { token: attacker.token });
    expect([stolen.status, stolen.code]).toEqual([422, 41040]);
    expect((await userByEmail(platform, attacker.email)).id).toBe(attacker.id);
    expect((await userByEmail(platform, victim.email)).id).toBe(victim.id);
  });

  it('answers 401 without a session or with a guest session', async () => {
    const guest = await send(platform, '/auth/guest/login', { guest_role: 'jobseeker' });
    for (const token of [undefined, guest.data.session_id as string]) {
      for (const path of ['/jobseeker/account/confirm-code', '/jobseeker/account/email/send-code', '/jobseeker/account/email/change']) {
        const answer = await send(platform, path, { new_email: uniqueEmail('anon'), password, otp: '123456' }, { token });
        expect([answer.status, answer.code], path).toEqual([401, 40003]);
      }
    }
  });

  it('answers 422 with the envelope for malformed bodies', async () => {
    const user = await seeker();
    const bodies = ['{', '[]', 'null', '"x"', '{"new_email":"not-an-email","password":"x"}', '{"new_email":"a@b.co"}', '{"new_email":"a@b.co","password":{"$ne":1}}', '{"new_email":"a@b.co\\u0000","password":"x"}', '{"new_email":"a@b.co","otp":"12ab56","password":"x"}'];
    for (const path of ['/jobseeker/account/email/send-code', '/jobseeker/account/email/change']) {
      for (const body of bodies) {
        const answer = await call(platform, path, {
          method: 'POST',
          country: 'ph',
          headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
          body,
        });
        expect(answer.status, `${path} ${body}`).toBe(422);
        expect(answer.code).toBe(40001);
      }
    }
  });
});
