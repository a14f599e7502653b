import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttp } from '@/services/http';
import { getTranslationContent, getTranslationManifest } from '@/services/translations';

/** The translation provider's wire: paths, the envelope, and answers of the wrong shape refused. */
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://platform.test';
const client = () => createHttp({ baseURL: base, context: { country: 'com', language: 'ja-jp', device: 'web' }, timeoutMs: 500 });

describe('translation provider calls', () => {
  it('reads the manifest and a language content', async () => {
    server.use(
      http.get(`${base}/translations/manifest`, () => HttpResponse.json({ code: 0, message: 'Success', data: { versions: { 'ja-jp': 2, 'en-us': 0 } } })),
      http.get(`${base}/translations/ja-jp`, () =>
        HttpResponse.json({ code: 0, message: 'Success', data: { language: 'ja-jp', version: 2, messages: { 'GetStarted.title': 'ようこそ' } } }),
      ),
    );
    expect(await getTranslationManifest(client())).toEqual({ versions: { 'ja-jp': 2, 'en-us': 0 } });
    expect(await getTranslationContent(client(), 'ja-jp')).toEqual({ language: 'ja-jp', version: 2, messages: { 'GetStarted.title': 'ようこそ' } });
  });

  it('refuses an answer of the wrong shape, a failure and a hang', async () => {
    server.use(
      http.get(`${base}/translations/manifest`, () => HttpResponse.json({ code: 0, message: 'Success', data: { versions: { 'ja-jp': 'two' } } })),
      http.get(`${base}/translations/ja-jp`, () => HttpResponse.json({ code: 50001, message: 'Internal server error', data: null }, { status: 500 })),
      http.get(`${base}/translations/ar-ae`, () => new Promise<Response>(() => {})),
    );
    await expect(getTranslationManifest(client())).rejects.toMatchObject({ code: 50001 });
    await expect(getTranslationContent(client(), 'ja-jp')).rejects.toMatchObject({ status: 500 });
    await expect(getTranslationContent(client(), 'ar-ae')).rejects.toMatchObject({ message: 'The request timed out' });
  });

  it('refuses content whose keys are not message keys', async () => {
    server.use(
      http.get(`${base}/translations/ja-jp`, () => HttpResponse.json({ code: 0, message: 'Success', data: { language: 'ja-jp', version: 1, messages: { 'a b': 'x' } } })),
    );
    await expect(getTranslationContent(client(), 'ja-jp')).rejects.toMatchObject({ code: 50001 });
  });
});
