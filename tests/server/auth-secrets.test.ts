import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createLogger } from '@/server/logger';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { codeSentTo, newestMessage, uniqueEmail } from './auth-support';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let platform: TestPlatform;
/** Every answer's raw body, in order, with the call that got it. */
const answers: { label: string; body: string }[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, logger: createLogger('trace', sink) });
});
afterAll(async () => {
  await platform?.close();
});

async function request(label: string, path: string, init: { body?: unknown; token?: string; device?: string; method?: string } = {}) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.device) headers.set('Device-Uuid', init.device);
  headers.set('Cookie', init.token ? `sessionid=${init.token}` : 'theme=dark');
  const response = await platform.request(path, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    country: 'ph',
  });
  const body = await response.text();
  answers.push({ label, body });
  return JSON.parse(body) as { code: number; data: any };
}

it('no password, session token, code or link token appears in a log line, nor in any answer but the one that creates it', async () => {
  const email = uniqueEmail('secrets');
  const password = 'Very-secret-pass1';
  const newPassword = 'Another-secret-pass2';
  const secrets: { value: string; createdBy: string | null }[] = [
    { value: password, createdBy: null },
    { value: newPassword, createdBy: null },
  ];

  const registered = await request('register', '/auth/register', { body: { email, password }, device: 'laptop' });
  secrets.push({ value: registered.data.session_id, createdBy: 'register' });
  secrets.push({ value: await codeSentTo(platform, email, 'verify_email'), createdBy: null });

  await request('login: safety step', '/auth/login', { body: { login: email, password }, device: 'new-phone' });
  const safetyCode = await codeSentTo(platform, email, 'safety_code');
  secrets.push({ value: safetyCode, createdBy: null });
  const safe = await request('login: safety code', '/auth/login', { body: { login: email, password, safety_code: safetyCode }, device: 'new-phone' });
  secrets.push({ value: safe.data.session_id, createdBy: 'login: safety code' });

  await request('send login code', '/auth/jobseekers/send-otp', { body: { email } });
  const loginCode = await codeSentTo(platform, email, 'login_code');
  secrets.push({ value: loginCode, createdBy: null });
  const codeLogin = await request('code login', '/auth/jobseekers/login', { body: { email, otp: loginCode }, device: 'tablet' });
  secrets.push({ value: codeLogin.data.session_id, createdBy: 'code login' });

  await request('send magic link', '/auth/jobseekers/send-otp', { body: { email, magic_link: true } });
  const link = (await newestMessage(platform, email, 'magic_link'))?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  const magicToken = new URL(link).searchParams.get('token') ?? '';
  secrets.push({ value: magicToken, createdBy: null });
  const magic = await request('magic login', '/auth/jobseekers/login', { body: { magic_token: magicToken } });
  secrets.push({ value: magic.data.session_id, createdBy: 'magic login' });

  // Two accounts share a verified phone: the texted code leads to the account choice.
  const secondEmail = uniqueEmail('second');
  const second = await request('second account', '/data/users/register', { body: { email: secondEmail } });
  secrets.push({ value: second.data.session_id, createdBy: 'second account' });
  for (const address of [email, secondEmail]) {
    await platform.handle.db.update(users).set({ phoneCountryCode: '+65', phoneNum: '91234567', isMobileVerified: true }).where(eq(users.email, address));
  }
  await request('send sms code', '/auth/jobseekers/send-otp', { body: { phone_country_code: '+65', phone_num: '91234567' } });
  const smsCode = await codeSentTo(platform, '+6591234567', 'login_code');
  secrets.push({ value: smsCode, createdBy: null });
  const choice = await request('phone login', '/auth/jobseekers/login', { body: { phone_country_code: '+65', phone_num: '91234567', otp: smsCode } });
  secrets.push({ value: choice.data.choice_token, createdBy: 'phone login' });
  const chosen = await request('choose account', '/auth/jobseekers/login', { body: { choice_token: choice.data.choice_token, user_id: second.data.id } });
  secrets.push({ value: chosen.data.session_id, createdBy: 'choose account' });

  await request('verification code', '/data/email/generate-otp', { body: {}, token: codeLogin.data.session_id });
  const verifyCode = await codeSentTo(platform, email, 'verify_email');
  secrets.push({ value: verifyCode, createdBy: null });
  await request('verify email', `/data/email/verify?code=${verifyCode}`, { method: 'GET', token: codeLogin.data.session_id });

  await request('reset code', '/auth/reset-password/otp', { body: { email } });
  const resetCode = await codeSentTo(platform, email, 'reset_password');
  secrets.push({ value: resetCode, createdBy: null });
  await request('verify reset code', '/auth/reset-password/verify-otp', { body: { email, otp: resetCode } });
  await request('reset', '/auth/reset-password', { body: { email, otp: resetCode, new_password: newPassword }, device: 'tablet' });
  const after = await request('login after reset', '/auth/login', { body: { login: email, password: newPassword }, device: 'tablet' });
  secrets.push({ value: after.data.session_id, createdBy: 'login after reset' });
  await request('log out', '/auth/log-out', { body: { session: after.data.session_id } });
  await request('wrong login', '/auth/login', { body: { login: email, password } });

  // The logger really captured the flow: one line per request, and the outbox notices.
  expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBe(answers.length);
  expect(lines.some((line) => line.includes('message stored in the outbox'))).toBe(true);
  expect(lines.every((line) => !line.includes('?code='))).toBe(true);

  for (const secret of secrets) {
    expect(typeof secret.value === 'string' && secret.value.length >= 6, `secret of ${secret.createdBy}`).toBe(true);
    for (const line of lines) expect(line.includes(secret.value), `log line leaks a secret: ${line}`).toBe(false);
    for (const answer of answers) {
      if (answer.label === secret.createdBy) {
        expect(answer.body).toContain(secret.value);
      } else {
        expect(answer.body.includes(secret.value), `answer "${answer.label}" repeats a secret`).toBe(false);
      }
    }
  }
});

it('redacts secret fields a careless log call might pass', () => {
  const captured: string[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        captured.push(String(chunk));
        done();
      },
    }),
  );
  logger.info(
    {
      password: 'p1-secret',
      body: { new_password: 'p2-secret', otp: '135790', safety_code: '246801', magic_token: 'magic-secret', choice_token: 'choice-secret' },
      req: { headers: { authorization: 'Bearer token-secret', cookie: 'sessionid=cookie-secret' }, body: { session: 'session-secret', code: '975310' } },
      session_id: 'sid-secret',
    },
    'careless',
  );
  const line = captured.join('');
  expect(line).toContain('careless');
  for (const secret of ['p1-secret', 'p2-secret', '135790', '246801', 'magic-secret', 'choice-secret', 'token-secret', 'cookie-secret', 'session-secret', '975310', 'sid-secret']) {
    expect(line).not.toContain(secret);
  }
});
