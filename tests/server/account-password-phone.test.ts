import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountChangedSchema } from '@/lib/schemas/account-settings';
import { resolveSession } from '@/server/auth/sessions';
import { users } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { codeSentTo, newestMessage, registerWithPassword, send, uniqueEmail, userByEmail } from './auth-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
});
afterAll(async () => {
  await platform?.close();
});

const password = 'secret-pass1';
const device = 'laptop';

async function seeker() {
  const email = uniqueEmail('settings-pw');
  const answer = await registerWithPassword(platform, email, password, { device });
  return { email, token: answer.data.session_id as string, id: answer.data.id as number };
}

function put(path: string, body: unknown, token?: string) {
  return call(platform, path, {
    method: 'PUT',
    country: 'ph',
    headers: { 'Content-Type': 'application/json', 'Device-Uuid': device, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe('PUT /jobseeker/account/password', () => {
  it('sets the new password with the current one, keeps this session, ends the others and mails a notice', async () => {
    const user = await seeker();
    const other = await send(platform, '/auth/login', { login: user.email, password }, { device });
    const answer = await put('/jobseeker/account/password', { password, new_password: 'brand-new-pass2' }, user.token);
    expect(answer.status, JSON.stringify(answer)).toBe(200);
    expect(accountChangedSchema.parse(answer.data)).toMatchObject({ has_password: true, other_sessions_ended: 1 });
    expect(await resolveSession(platform.handle.db, user.token, platform.now)).not.toBeNull();
    expect(await resolveSession(platform.handle.db, other.data.session_id, platform.now)).toBeNull();
    expect(await newestMessage(platform, user.email, 'password_updated')).toBeDefined();
    expect((await send(platform, '/auth/login', { login: user.email, password }, { device })).status).toBe(401);
    expect((await send(platform, '/auth/login', { login: user.email, password: 'brand-new-pass2' }, { device })).status).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and the same one, naming the field', async () => {
    const user = await seeker();
    const wrong = await put('/jobseeker/account/password', { password: 'not-mine-9', new_password: 'brand-new-pass2' }, user.token);
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors.password).toBeDefined();
    expect(wrong.data.reasons).toEqual({ password: 'incorrect' });
    const weak = await put('/jobseeker/account/password', { password, new_password: 'short' }, user.token);
    expect(weak.data.errors.new_password).toBeDefined();
    expect(weak.data.reasons).toBeUndefined();
    const same = await put('/jobseeker/account/password', { password, new_password: password }, user.token);
    expect(same.data.errors.new_password).toBeDefined();
    expect(same.data.reasons).toEqual({ new_password: 'unchanged' });
    const none = await put('/jobseeker/account/password', { new_password: 'brand-new-pass2' }, user.token);
    expect(none.data.errors.password).toBeDefined();
  });

  it('lets an account without a password set one with a code to its email; the code works once (41042)', async () => {
    const email = uniqueEmail('passwordless');
    await send(platform, '/auth/jobseekers/send-otp', { email }, { device });
    const login = await send(platform, '/auth/jobseekers/login', { email, otp: await codeSentTo(platform, email, 'login_code') }, { device });
    const token = login.data.session_id as string;
    const refused = await put('/jobseeker/account/password', { password: 'anything-1', new_password: 'first-pass-3' }, token);
    expect(refused.data.errors.password).toBeDefined();
    expect(refused.data.reasons).toEqual({ password: 'not_set' });

    await send(platform, '/jobseeker/account/confirm-code', {}, { token });
    const confirm = await codeSentTo(platform, email, 'confirm_account');
    const set = await put('/jobseeker/account/password', { confirm_code: confirm, new_password: 'first-pass-3' }, token);
    expect(set.status, JSON.stringify(set)).toBe(200);
    expect(set.data.has_password).toBe(true);
    const again = await put('/jobseeker/account/password', { confirm_code: confirm, new_password: 'second-pass-4' }, token);
    expect([again.status, again.code]).toEqual([422, 41042]);
    expect((await send(platform, '/auth/login', { login: email, password: 'first-pass-3' }, { device })).status).toBe(200);
  });

  it('answers 401 without a session and 422 for malformed bodies', async () => {
    expect((await put('/jobseeker/account/password', { password, new_password: 'brand-new-pass2' })).status).toBe(401);
    const user = await seeker();
    for (const body of ['{', 'null', '[]', '{"password":1,"new_password":"abcdefg12"}', '{"password":"x","new_password":"abc\\u0000defg12"}']) {
      const answer = await call(platform, '/jobseeker/account/password', {
        method: 'PUT',
        country: 'ph',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
        body,
      });
      expect([answer.status, answer.code], body).toEqual([422, 40001]);
    }
  });
});

describe('changing the phone with a code', () => {
  it('saves the number, verified, only once the code sent to it comes back', async () => {
    const user = await seeker();
    const phone = { phone_country_code: '+63', phone_num: '09175550177' };
    const sent = await send(platform, '/jobseeker/account/phone/send-code', { ...phone, password }, { token: user.token });
    expect(sent.status, JSON.stringify(sent)).toBe(200);
    expect((await userByEmail(platform, user.email)).phoneNum).toBeNull();
    const code = await codeSentTo(platform, '+639175550177', 'verify_phone');
    const changed = await send(platform, '/jobseeker/account/phone/change', { ...phone, otp: code, password }, { token: user.token });
    expect(changed.status, JSON.stringify(changed)).toBe(200);
    expect(changed.data).toMatchObject({ phone_country_code: '+63', phone_num: '9175550177', is_mobile_verified: true });

    // The same number again is refused as unchanged, with a reason the web can read.
    const again = await send(platform, '/jobseeker/account/phone/send-code', { ...phone, password }, { token: user.token });
    expect([again.status, again.data.reasons]).toEqual([422, { phone_num: 'unchanged' }]);

    // Another account cannot take the verified number: 41039.
    const other = await seeker();
    const taken = await send(platform, '/jobseeker/account/phone/send-code', { ...phone, password }, { token: other.token });
    expect([taken.status, taken.code]).toEqual([422, 41039]);
  });

  it('refuses a country without SMS, a wrong password and a wrong code', async () => {
    const user = await seeker();
    const noSms = await send(platform, '/jobseeker/account/phone/send-code', { phone_country_code: '+886', phone_num: '912345678', password }, { token: user.token });
    expect(noSms.status).toBe(422);
    expect(noSms.data.reasons).toEqual({ phone_country_code: 'unsupported' });
    const wrongPassword = await send(platform, '/jobseeker/account/phone/send-code', { phone_country_code: '+63', phone_num: '09175550188', password: 'nope-nope-1' }, { token: user.token });
    expect(wrongPassword.data.errors.password).toBeDefined();
    expect(wrongPassword.data.reasons).toEqual({ password: 'incorrect' });
    await send(platform, '/jobseeker/account/phone/send-code', { phone_country_code: '+63', phone_num: '09175550188', password }, { token: user.token });
    const code = await codeSentTo(platform, '+639175550188', 'verify_phone');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await send(platform, '/jobseeker/account/phone/change', { phone_country_code: '+63', phone_num: '09175550188', otp: wrong, password }, { token: user.token });
    expect([bad.status, bad.code]).toEqual([422, 41040]);
    // The code is for this number only.
    const elsewhere = await send(platform, '/jobseeker/account/phone/change', { phone_country_code: '+63', phone_num: '09175550199', otp: code, password }, { token: user.token });
    expect([elsewhere.status, elsewhere.code]).toEqual([422, 41040]);
  });
});

describe('PATCH /jobseeker/me no longer changes the login email (issue 18 item 4)', () => {
  it('refuses a different email for an account that has one, and adds one to an account without', async () => {
    const user = await seeker();
    const patch = (token: string, body: unknown) =>
      call(platform, '/jobseeker/me', {
        method: 'PATCH',
        country: 'ph',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const moved = await patch(user.token, { email: uniqueEmail('sneaky') });
    expect(moved.status).toBe(422);
    expect(moved.data.errors.email).toBeDefined();
    expect((await userByEmail(platform, user.email)).id).toBe(user.id);
    expect((await patch(user.token, { email: user.email, first_name: 'Ana' })).status).toBe(200);

    await platform.handle.db.update(users).set({ email: null }).where(eq(users.id, user.id));
    const added = uniqueEmail('added');
    expect((await patch(user.token, { email: added })).status).toBe(200);
    expect((await userByEmail(platform, added)).id).toBe(user.id);
  });
});
