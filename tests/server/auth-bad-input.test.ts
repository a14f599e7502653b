import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { registerWithPassword, uniqueEmail } from './auth-support';

let platform: TestPlatform;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  token = (await registerWithPassword(platform, uniqueEmail('bad-input'), 'secret-pass1')).data.session_id;
});
afterAll(async () => {
  await platform?.close();
});

const paths = [
  '/auth/register',
  '/data/users/register',
  '/auth/login',
  '/auth/jobseekers/send-otp',
  '/auth/jobseekers/login',
  '/auth/reset-password/otp',
  '/auth/reset-password/verify-otp',
  '/auth/reset-password',
  '/auth/guest/login',
  '/data/email/generate-otp',
  '/data/phone/generate-otp',
  '/jobseeker/click/get-started-record',
  // Last: a body without `session` logs the caller's own session out.
  '/auth/log-out',
];

const bodies = [
  '{',
  '[]',
  'null',
  '"email"',
  '{"email":{"$ne":null}}',
  '{"email":"a@b.co\\u0000","otp":"12345\\u0000"}',
  '{"login":["a"],"password":{"a":1}}',
  '{"magic_token":"1.\' or 1=1 --aaaaaaaaaaaaaaa"}',
  '{"choice_token":"99999999999999.aaaaaaaaaaaaaaaaaaaaaaaa","user_id":1e309}',
  '{"phone_country_code":"+63","phone_num":"9".repeat(50)}',
  `{"email":"${'a'.repeat(300)}@b.co"}`,
  '{"session":"\\u0000","source":"web"}',
  '{"data":{"a":{"b":{"c":[1,2,3]}}},"email":123}',
  '{"data":{"note":"x\\u0000y"},"first_name":"Ma\\u0000ria","email":"c@d.co","client_id":"\\u0007"}',
  '{"email":"e@f.co","campaign":{"utm_source":"a\\u0000"}}',
];

it('answers malformed bodies on every accounts endpoint with a 4xx envelope, never a server error', async () => {
  for (const path of paths) {
    for (const body of bodies) {
      const answer = await call(platform, path, {
        method: 'POST',
        country: 'ph',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
      });
      expect(answer.status, `${path} ${body}`).toBeLessThan(500);
      expect(typeof answer.code, `${path} ${body}`).toBe('number');
    }
  }
});

it('answers malformed verification queries with 422 naming code', async () => {
  token = (await registerWithPassword(platform, uniqueEmail('bad-query'), 'secret-pass1')).data.session_id;
  for (const query of ['', '?code=', '?code=%00', '?code=1234567', '?code[]=1', `?code=${'9'.repeat(500)}`]) {
    for (const path of ['/data/email/verify', '/data/phone/verify']) {
      const answer = await call(platform, `${path}${query}`, { country: 'ph', headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status, `${path}${query}`).toBe(422);
      expect(Object.keys(answer.data.errors), `${path}${query}`).toEqual(['code']);
    }
  }
});
