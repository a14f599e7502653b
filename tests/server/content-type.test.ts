import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
});

afterAll(async () => {
  await platform.close();
});

async function postAs(path: string, contentType: string | null, body: string | undefined) {
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  const response = await platform.request(path, { method: 'POST', headers, body, country: 'ph' });
  return { status: response.status, body: (await response.json()) as { code: number; data: any } };
}

const login = JSON.stringify({ email: 'nobody@example.test', password: 'wrong-pass-1', source: 'web' });

describe('a JSON body sent as another content type', () => {
  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'application/jsonp',
    'text/json',
  ])('is refused as %s (422, 40001, naming content-type) before the route reads it', async (type) => {
    const answer = await postAs('/auth/login', type, login);
    expect([answer.status, answer.body.code]).toEqual([422, 40001]);
    expect(Object.keys(answer.body.data.errors)).toEqual(['content-type']);
  });

  it('is refused without any content type', async () => {
    const answer = await postAs('/auth/login', null, login);
    expect([answer.status, answer.body.code]).toEqual([422, 40001]);
  });

  it('is read as JSON when it says so, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/problem+json']) {
      const answer = await postAs('/auth/login', type, login);
      // The route itself answers: wrong credentials, not a content-type refusal.
      expect(answer.body.data?.errors?.['content-type']).toBeUndefined();
    }
  });

  it('needs no content type when there is no body', async () => {
    const answer = await postAs('/auth/log-out', null, undefined);
    expect(answer.body.data?.errors?.['content-type']).toBeUndefined();
  });
});
