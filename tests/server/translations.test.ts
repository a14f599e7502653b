import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationContentSchema, translationManifestSchema } from '@/lib/schemas/translations';
import { refreshPlatformOverrides } from '@/server/domain/translations/platform-overrides';
import { renderMessage } from '@/server/mail/templates';
import { translationsAdminHeader } from '@/server/routes/translations';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { registerWithPassword, uniqueEmail } from './auth-support';

/**
 * The translation provider (core spec §7, §9; docs/decisions/0037): a public manifest and
 * content, and admin calls that change a string, guarded by TRANSLATIONS_ADMIN_TOKEN and
 * checked against the bundled catalogue.
 */

const token = 'translations-admin-token-for-the-platform-tests';
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, services: { translationsAdminToken: token } });
});
afterAll(async () => {
  await platform?.close();
});

function change(method: 'PUT' | 'DELETE', path: string, options: { token?: string | null; body?: string; contentType?: string; session?: string } = {}) {
  const headers = new Headers({ 'Content-Type': options.contentType ?? 'application/json' });
  const admin = options.token === undefined ? token : options.token;
  if (admin !== null) headers.set(translationsAdminHeader, admin);
  if (options.session) headers.set('Authorization', `Bearer ${options.session}`);
  return call(platform, path, { method, headers, body: options.body });
}

const put = (lang: string, key: string, value: unknown, options: Parameters<typeof change>[2] = {}) =>
  change('PUT', `/translations/${lang}/messages/${key}`, { body: JSON.stringify({ value }), ...options });

async function manifest() {
  const answer = await call(platform, '/translations/manifest');
  expect(answer.status).toBe(200);
  return translationManifestSchema.parse(answer.data).versions;
}

async function content(lang: string) {
  const answer = await call(platform, `/translations/${lang}`);
  expect(answer.status).toBe(200);
  return translationContentSchema.parse(answer.data);
}

describe('the translation provider', () => {
  it('starts with version 0 in every language and no overrides', async () => {
    const versions = await manifest();
    expect(Object.keys(versions).sort()).toEqual(['ar-ae', 'en-us', 'es-es', 'id-id', 'ja-jp', 'ms-my', 'pt-br', 'tr-tr', 'zh-cn', 'zh-tw']);
    expect(Object.values(versions).every((v) => v === 0)).toBe(true);
    expect(await content('ja-jp')).toEqual({ language: 'ja-jp', version: 0, messages: {} });
  });

  it('changes a string, bumps only its language, and serves it', async () => {
    const before = await manifest();
    const answer = await put('ja-jp', 'GetStarted.title', 'ようこそ、Hireloop へ');
    expect(answer).toMatchObject({ status: 200, code: 0, data: { language: 'ja-jp', key: 'GetStarted.title', version: (before['ja-jp'] ?? 0) + 1 } });
    const after = await manifest();
    expect(after['ja-jp']).toBe((before['ja-jp'] ?? 0) + 1);
    expect(after['en-us']).toBe(before['en-us']);
    expect(await content('ja-jp')).toMatchObject({ version: after['ja-jp'], messages: { 'GetStarted.title': 'ようこそ、Hireloop へ' } });

    const again = await put('ja-jp', 'GetStarted.title', 'ログイン');
    expect(again.data.version).toBe((after['ja-jp'] ?? 0) + 1);
    expect((await content('ja-jp')).messages['GetStarted.title']).toBe('ログイン');
  });

  it('accepts a string with the same placeholders in another order and wording', async () => {
    const answer = await put('en-us', 'GetStarted.resendIn', 'New code in {seconds, plural, one {# sec} other {# secs}}');
    expect(answer.status).toBe(200);
    const tagged = await put('en-us', 'GetStarted.codeSentTo', 'Code sent: <ltr>{target}</ltr>');
    expect(tagged.status).toBe(200);
  });

  it('removes an override, bumping the version, and answers 404 for one that is not there', async () => {
    await put('ar-ae', 'GetStarted.title', 'مرحبًا');
    const version = (await manifest())['ar-ae'] ?? 0;
    const removed = await change('DELETE', '/translations/ar-ae/messages/GetStarted.title');
    expect(removed).toMatchObject({ status: 200, data: { version: version + 1 } });
    expect((await content('ar-ae')).messages).toEqual({});
    const again = await change('DELETE', '/translations/ar-ae/messages/GetStarted.title');
    expect(again).toMatchObject({ status: 404, code: 40004 });
    expect((await manifest())['ar-ae']).toBe(version + 1);
  });
});

describe('the platform’s own texts (docs/decisions/0082)', () => {
  const mail = () => renderMessage({ channel: 'email', to: 'a@b.test', template: 'verify_email', languageSlug: 'ja-jp', values: { code: '111111', minutes: 10 } });

  it('changes a mail’s text at run time, checked against the bundled catalogue like a page’s', async () => {
    const bundled = mail().text;
    expect(await put('ja-jp', 'Mail.footer', 'Hireloop からの自動送信メールです。')).toMatchObject({ status: 200, code: 0 });
    // Each process reads the changes once a window; here, at once.
    await refreshPlatformOverrides(platform.handle.db);
    expect(mail().text).toContain('Hireloop からの自動送信メールです。');
    expect(mail().html).toContain('Hireloop からの自動送信メールです。');

    const plural = await put('ar-ae', 'AwayMail.messages', '{company}: {n} رسائل');
    expect(plural).toMatchObject({ status: 422, code: 40001 });
    expect(plural.data.errors.value?.[0]).toContain('placeholders');

    expect(await change('DELETE', '/translations/ja-jp/messages/Mail.footer')).toMatchObject({ status: 200 });
    await refreshPlatformOverrides(platform.handle.db);
    expect(mail().text).toBe(bundled);
  });
});

describe('who may change a string', () => {
  it('answers 401 without the admin token, 403 with a wrong one, and changes nothing', async () => {
    const before = await manifest();
    const missing = await put('en-us', 'GetStarted.title', 'Hi', { token: null });
    expect(missing).toMatchObject({ status: 401, code: 40003 });
    expect(missing.message).toContain('x-admin-token');
    const wrong = await put('en-us', 'GetStarted.title', 'Hi', { token: `${token}x` });
    expect(wrong).toMatchObject({ status: 403, code: 40005, message: 'The translations admin token is wrong' });
    const removal = await change('DELETE', '/translations/en-us/messages/GetStarted.title', { token: 'short' });
    expect(removal).toMatchObject({ status: 403, code: 40005 });
    expect(await manifest()).toEqual(before);
  });

  it("does not take a user's session for the admin token", async () => {
    const seeker = await registerWithPassword(platform, uniqueEmail('translations'), 'secret-pass1');
    const answer = await put('en-us', 'GetStarted.title', 'Hi', { token: null, session: seeker.data.session_id });
    expect(answer).toMatchObject({ status: 401, code: 40003 });
  });

  it('is turned off when no token is configured', async () => {
    const off = await startTestPlatform({ jobsPerCountry: 1 });
    try {
      const answer = await call(off, '/translations/en-us/messages/GetStarted.title', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', [translationsAdminHeader]: token },
        body: JSON.stringify({ value: 'Hi' }),
      });
      expect(answer).toMatchObject({ status: 403, code: 40005 });
      expect(answer.message).toContain('turned off');
    } finally {
      await off.close();
    }
  });
});

describe('what a change must be', () => {
  it('refuses a key the bundled catalogue does not have, naming it', async () => {
    const answer = await put('en-us', 'GetStarted.nothingLikeThis', 'Hi');
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(answer.data.errors.key).toEqual(['"GetStarted.nothingLikeThis" is not a message of the bundled catalogue']);
    const namespace = await put('en-us', 'GetStarted', 'Hi');
    expect(namespace.data.errors.key?.[0]).toContain('is not a message');
  });

  it('refuses a malformed key, an unknown language and a bad body', async () => {
    expect(await put('en-us', 'Get..Started', 'Hi')).toMatchObject({ status: 422, code: 40001 });
    expect(await put('xx-yy', 'GetStarted.title', 'Hi')).toMatchObject({ status: 422, code: 40001 });
    expect(await call(platform, '/translations/xx-yy')).toMatchObject({ status: 422, code: 40001 });
    for (const body of ['{', '[]', '{"value": 5}', '{"value": ""}', '{"value": "   "}', '{}', '"text"']) {
      const answer = await change('PUT', '/translations/en-us/messages/GetStarted.title', { body });
      expect({ body, status: answer.status, code: answer.code }).toEqual({ body, status: 422, code: 40001 });
    }
    const text = await change('PUT', '/translations/en-us/messages/GetStarted.title', { body: '{"value":"Hi"}', contentType: 'text/plain' });
    expect(text).toMatchObject({ status: 422, code: 40001 });
  });

  it('refuses a text over 2000 characters and a body over 16 KB', async () => {
    const long = await put('en-us', 'GetStarted.title', 'x'.repeat(2001));
    expect(long).toMatchObject({ status: 422, code: 40001 });
    expect(long.data.errors.value).toEqual(['The text has at most 2000 characters']);
    const huge = await change('PUT', '/translations/en-us/messages/GetStarted.title', { body: JSON.stringify({ value: 'x', pad: 'y'.repeat(20_000) }) });
    expect(huge).toMatchObject({ status: 422, code: 40001 });
  });

  it('refuses placeholders that differ from the bundled string, and ICU that does not parse', async () => {
    const missing = await put('en-us', 'GetStarted.safetyText', 'We sent you a code.');
    expect(missing).toMatchObject({ status: 422, code: 40001 });
    expect(missing.data.errors.value[0]).toContain('{email} is missing');
    const extra = await put('en-us', 'GetStarted.title', 'Hello {name}');
    expect(extra.data.errors.value[0]).toContain('{name} is not in the original');
    const retyped = await put('en-us', 'GetStarted.resendIn', 'New code in {seconds} seconds');
    expect(retyped.data.errors.value[0]).toContain('{seconds} must be used as plural');
    const tagless = await put('en-us', 'GetStarted.codeSentTo', 'Code sent to {target}');
    expect(tagless.data.errors.value[0]).toContain('<ltr> is missing');
    const broken = await put('en-us', 'GetStarted.safetyText', 'Code sent to {email');
    expect(broken.data.errors.value[0]).toContain('not a valid ICU message');
  });
});
