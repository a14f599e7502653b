import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleMessages } from '@/lib/schemas/jobseeker-rules';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { codeSentTo, registerWithPassword, send, uniqueEmail, userByEmail } from './auth-support';

/**
 * Issue 30 item 3 (docs/decisions/0065): a verified phone is a way to log in, so a session alone
 * cannot add or change one, and a phone verified by a session that a password change ends is no
 * longer verified.
 */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
});
afterAll(async () => {
  await platform?.close();
});

const password = 'secret-pass1';
let numbers = 0;

async function seeker(device = 'owner-laptop') {
  const email = uniqueEmail('phone-proof');
  const answer = await registerWithPassword(platform, email, password, { device });
  return { email, token: answer.data.session_id as string };
}

/** A fresh Philippine mobile number for each test, so no other account holds it verified. */
function freshPhone() {
  numbers += 1;
  const national = `917${String(process.pid % 1000).padStart(3, '0')}${String(numbers).padStart(4, '0')}`;
  return { phone_country_code: '+63', phone_num: national, e164: `+63${national}` };
}

function patchMe(body: unknown, token: string) {
  return call(platform, '/jobseeker/me', {
    method: 'PATCH',
    country: 'ph',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

function getWith(path: string, token: string) {
  return call(platform, path, { country: 'ph', headers: { Authorization: `Bearer ${token}` } });
}

/** Logs in with a phone code from a new device: the login answer, or the refusal. */
async function phoneCodeLogin(phone: { phone_country_code: string; phone_num: string; e164: string }) {
  const number = { phone_country_code: phone.phone_country_code, phone_num: phone.phone_num };
  expect((await send(platform, '/auth/jobseekers/send-otp', number, { device: 'thief-phone' })).status).toBe(200);
  const otp = await codeSentTo(platform, phone.e164, 'login_code');
  return send(platform, '/auth/jobseekers/login', { ...number, otp }, { device: 'thief-phone' });
}

/** The settings flow: the number verified with the password and the code it receives. */
async function verifyInSettings(token: string, phone: { phone_country_code: string; phone_num: string; e164: string }) {
  const number = { phone_country_code: phone.phone_country_code, phone_num: phone.phone_num };
  expect((await send(platform, '/jobseeker/account/phone/send-code', { ...number, password }, { token })).status).toBe(200);
  const otp = await codeSentTo(platform, phone.e164, 'verify_phone');
  const changed = await send(platform, '/jobseeker/account/phone/change', { ...number, otp, password }, { token });
  expect(changed.data.is_mobile_verified).toBe(true);
}

describe('a stolen session cannot set up phone-code login', () => {
  it('a profile edit sets an unverified phone; verifying it needs the owner’s proof; phone-code login finds no account', async () => {
    const victim = await seeker();
    const phone = freshPhone();
    const patched = await patchMe({ phone_country_code: phone.phone_country_code, phone_num: phone.phone_num }, victim.token);
    expect(patched.status, JSON.stringify(patched)).toBe(200);
    expect((await userByEmail(platform, victim.email)).isMobileVerified).toBe(false);

    const noProof = await send(platform, '/data/phone/generate-otp', {}, { token: victim.token });
    expect(noProof.status).toBe(422);
    expect(Object.keys(noProof.data.errors)).toEqual(['password']);
    const wrongProof = await send(platform, '/data/phone/generate-otp', { password: 'guessed-pass9' }, { token: victim.token });
    expect(wrongProof.data.errors.password).toBeDefined();
    // Whatever code the thief tries, the phone stays unverified and logs nobody in.
    const verify = await getWith('/data/phone/verify?code=123456', victim.token);
    expect(verify.code).toBe(41040);
    expect((await userByEmail(platform, victim.email)).isMobileVerified).toBe(false);
    expect((await phoneCodeLogin(phone)).code).toBe(41227);
  });

  it('the owner verifies the profile phone with the password, and can then log in with a phone code', async () => {
    const owner = await seeker();
    const phone = freshPhone();
    await patchMe({ phone_country_code: phone.phone_country_code, phone_num: phone.phone_num }, owner.token);
    expect((await send(platform, '/data/phone/generate-otp', { password }, { token: owner.token })).status).toBe(200);
    const code = await codeSentTo(platform, phone.e164, 'verify_phone');
    const verified = await getWith(`/data/phone/verify?code=${code}`, owner.token);
    expect(verified.data.is_mobile_verified).toBe(true);
    expect((await phoneCodeLogin(phone)).data.email).toBe(owner.email);
  });

  it('a profile edit cannot change or remove a verified phone (422 naming phone_num); the same number saves', async () => {
    const owner = await seeker();
    const phone = freshPhone();
    await verifyInSettings(owner.token, phone);
    const other = freshPhone();
    const changed = await patchMe({ phone_country_code: other.phone_country_code, phone_num: other.phone_num }, owner.token);
    expect(changed.status).toBe(422);
    expect(changed.data.errors.phone_num).toEqual([ruleMessages.phoneInSettings]);
    const removed = await patchMe({ phone_country_code: null, phone_num: null }, owner.token);
    expect(removed.status).toBe(422);
    expect(removed.data.errors.phone_num).toBeDefined();
    const same = await patchMe({ phone_country_code: phone.phone_country_code, phone_num: `0${phone.phone_num}`, first_name: 'Ana' }, owner.token);
    expect(same.status, JSON.stringify(same)).toBe(200);
    const row = await userByEmail(platform, owner.email);
    expect([row.phoneNum, row.isMobileVerified, row.firstName]).toEqual([phone.phone_num, true, 'Ana']);
    // The same number as people type it is the same number (issue 36 item 6); another one typed so is still refused.
    const typed = `+63 (${phone.phone_num.slice(0, 3)}) ${phone.phone_num.slice(3, 6)}-${phone.phone_num.slice(6)}`;
    expect((await patchMe({ phone_country_code: '+63', phone_num: typed }, owner.token)).status).toBe(200);
    const otherTyped = await patchMe({ phone_country_code: '+63', phone_num: `+63 ${other.phone_num}` }, owner.token);
    expect([otherTyped.status, otherTyped.data.errors?.phone_num]).toEqual([422, [ruleMessages.phoneInSettings]]);
    expect((await userByEmail(platform, owner.email)).phoneNum).toBe(phone.phone_num);
  });

  it('a profile without a verified phone saves one as typed, stored as its national digits, and can drop it', async () => {
    const owner = await seeker();
    const phone = freshPhone();
    const typed = await patchMe({ phone_country_code: '+63', phone_num: `+63 ${phone.phone_num.slice(0, 3)}-${phone.phone_num.slice(3)}` }, owner.token);
    expect(typed.status, JSON.stringify(typed)).toBe(200);
    expect((await userByEmail(platform, owner.email)).phoneNum).toBe(phone.phone_num);
    expect((await patchMe({ phone_country_code: '+63', phone_num: '', birthdate: null }, owner.token)).status).toBe(200);
    const row = await userByEmail(platform, owner.email);
    expect([row.phoneNum, row.phoneCountryCode, row.birthdate]).toEqual([null, null, null]);
  });

  it('never verifies another account’s verified phone (41039)', async () => {
    const first = await seeker();
    const phone = freshPhone();
    await verifyInSettings(first.token, phone);
    const second = await seeker();
    expect((await patchMe({ phone_country_code: phone.phone_country_code, phone_num: phone.phone_num }, second.token)).status).toBe(200);
    const taken = await send(platform, '/data/phone/generate-otp', { password }, { token: second.token });
    expect([taken.status, taken.code]).toEqual([422, 41039]);
  });
});

describe('ending a session ends the phone verification it made', () => {
  it('a password change from the owner’s session unverifies a phone verified by another session; phone-code login stops', async () => {
    const owner = await seeker('owner-laptop');
    // The thief knew the password once, signed in and verified their own phone in settings.
    const thief = await send(platform, '/auth/login', { login: owner.email, password }, { device: 'owner-laptop' });
    const phone = freshPhone();
    await verifyInSettings(thief.data.session_id, phone);
    expect((await phoneCodeLogin(phone)).status).toBe(200);

    const changed = await call(platform, '/jobseeker/account/password', {
      method: 'PUT',
      country: 'ph',
      headers: { 'Content-Type': 'application/json', 'Device-Uuid': 'owner-laptop', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ password, new_password: 'fresh-pass-22' }),
    });
    expect(changed.status, JSON.stringify(changed)).toBe(200);
    expect(changed.data.is_mobile_verified).toBe(false);
    expect((await userByEmail(platform, owner.email)).isMobileVerified).toBe(false);
    expect((await phoneCodeLogin(phone)).code).toBe(41227);
  });

  it('a phone verified by the session that changes the password stays verified', async () => {
    const owner = await seeker('owner-laptop');
    const phone = freshPhone();
    await verifyInSettings(owner.token, phone);
    const changed = await call(platform, '/jobseeker/account/password', {
      method: 'PUT',
      country: 'ph',
      headers: { 'Content-Type': 'application/json', 'Device-Uuid': 'owner-laptop', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ password, new_password: 'fresh-pass-22' }),
    });
    expect(changed.data.is_mobile_verified).toBe(true);
    expect((await phoneCodeLogin(phone)).data.email).toBe(owner.email);
  });

  it('a password reset unverifies a phone verified by any session', async () => {
    const owner = await seeker('owner-laptop');
    const phone = freshPhone();
    await verifyInSettings(owner.token, phone);
    await send(platform, '/auth/reset-password/otp', { email: owner.email });
    const otp = await codeSentTo(platform, owner.email, 'reset_password');
    expect((await send(platform, '/auth/reset-password', { email: owner.email, otp, new_password: 'fresh-pass-33' })).status).toBe(200);
    expect((await userByEmail(platform, owner.email)).isMobileVerified).toBe(false);
  });
});
