import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { makeSeeker, pngBytes } from './profile-support';

/**
 * Issue 29: every multipart upload is parsed in a limited worker, never on the API's event loop
 * (docs/decisions/0060). The resume and video routes did so already; the avatar and licence
 * attachment routes read their forms through `readTarget(c, 'form')`, which parsed a 10 MB
 * body on the event loop. The form parser is watched, so this sees which path each upload took.
 */
const isolated = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/server/http/isolated-form', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/server/http/isolated-form')>();
  return {
    parseFormIsolated: (...args: Parameters<typeof actual.parseFormIsolated>) => {
      isolated.calls += 1;
      return actual.parseFormIsolated(...args);
    },
  };
});

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

describe('uploads are parsed off the event loop (issue 29)', () => {
  it.each([
    ['an avatar', '/jobseeker/upload-avatar', 'avatar'],
    ['a licence attachment', '/jobseeker/license-certifications/upload-attachment', 'file'],
  ])('%s: the form is read in a limited worker and stored', async (_, path, field) => {
    const seeker = await makeSeeker(platform);
    const before = isolated.calls;
    const answer = await seeker.upload(path, { [field]: new Blob([pngBytes], { type: 'image/png' }), filename: 'me.png' });
    expect(answer.status).toBe(201);
    expect(isolated.calls).toBe(before + 1);
  });

  it('a body that claims to be multipart but is not one is a 422 naming the form, not a 500', async () => {
    const seeker = await makeSeeker(platform);
    const response = await platform.request('/jobseeker/upload-avatar', {
      method: 'POST',
      country: 'ph',
      headers: { Authorization: `Bearer ${seeker.token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: '--y\r\nnot a form',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { data: { errors: Record<string, string[]> } }).data.errors).toEqual({ _: ['The body is not valid form data'] });
  });
});
