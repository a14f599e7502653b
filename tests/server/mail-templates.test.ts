import { describe, expect, it } from 'vitest';
import { languages, languageSlugs } from '@/lib/languages';
import { bundledMessages } from '@/server/domain/translations/bundled';
import { renderMessage, withoutSecrets } from '@/server/mail/templates';
import { emailTemplates, smsTemplates } from '@/server/mail/texts/types';

/** A message of the catalogue (server/messages/mail), unformatted. */
const catalogue = (slug: (typeof languageSlugs)[number], key: string) => bundledMessages(slug).get(key) ?? `(no ${key})`;

describe('message texts', () => {
  it('SMS texts start with the code, so phones can offer to fill it in', () => {
    for (const slug of languageSlugs) {
      for (const template of smsTemplates) {
        const text = catalogue(slug, `Sms.${template}`);
        expect(text.startsWith('{code}') || text.startsWith('【Hireloop】'), `${slug} ${template}`).toBe(true);
      }
    }
  });
});

describe('renderMessage', () => {
  it.each(languages.map((l) => [l.slug, l.intl, l.dir] as const))('writes every email in %s with the page language and direction', (slug, intl, dir) => {
    for (const template of emailTemplates) {
      const rendered = renderMessage({
        channel: 'email',
        to: 'maria@example.test',
        template,
        languageSlug: slug,
        values: { code: '042917', minutes: 10, name: 'Maria', new_email: 'ma***@example.test', link: 'https://ph.example/en-us/get-started/magic?token=abc&x=1' },
      });
      expect(rendered.subject).toBe(catalogue(slug, `Mail.${template}.subject`));
      expect(rendered.subject).not.toContain('042917');
      expect(rendered.html).toContain(`<html lang="${intl}" dir="${dir}">`);
      expect(rendered.html).toContain(`<h1 style=`);
      expect(rendered.text).not.toMatch(/\{\w+\}/);
      expect(rendered.html).not.toMatch(/\{\w+\}/);
      expect(rendered.text).toContain(catalogue(slug, 'Mail.greeting').replace('{name}', 'Maria').replace('{full_name}', 'Maria'));
    }
  });

  it('greets a Japanese or Chinese reader by the whole name in the name’s own order (issue 33)', () => {
    const values = { code: '042917', minutes: 10, name: '由紀', family_name: '田中' };
    const greet = (slug: string, given = values) => renderMessage({ channel: 'email', to: 'a@b.test', template: 'verify_email', languageSlug: slug, values: given }).text;
    expect(greet('ja-jp')).toContain('田中 由紀 様');
    expect(greet('zh-cn')).toContain('田中 由紀，您好：');
    expect(greet('ja-jp', { ...values, name: 'Maria', family_name: 'Santos' })).toContain('Maria Santos 様');
    expect(greet('en-us')).toContain('Hello 由紀,');
  });

  it('shows the code as text and the duration in the language’s own words and plural', () => {
    const arabic = renderMessage({ channel: 'email', to: 'a@b.test', template: 'login_code', languageSlug: 'ar-ae', values: { code: '042917', minutes: 10 } });
    expect(arabic.text).toContain('042917');
    expect(arabic.text).toContain('10 دقائق');
    expect(arabic.html).toContain('dir="ltr">042917</p>');
    const japanese = renderMessage({ channel: 'email', to: 'a@b.test', template: 'magic_link', languageSlug: 'ja-jp', values: { link: 'https://x.test/a', minutes: 15 } });
    expect(japanese.text).toContain('15 分');
    expect(japanese.text).toContain('https://x.test/a');
    expect(japanese.html).toContain('>Hireloop にログイン</a>');
    const sms = renderMessage({ channel: 'sms', to: '+6591234567', template: 'verify_phone', languageSlug: 'en-us', values: { code: '123456', minutes: 10 } });
    expect(sms).toEqual({ subject: null, html: null, text: '123456 is your Hireloop code to verify this phone number. It expires in 10 minutes.' });
  });

  it('greets without a name when none is known, and escapes what it fills into HTML', () => {
    const anonymous = renderMessage({ channel: 'email', to: 'a@b.test', template: 'verify_email', languageSlug: 'es-es', values: { code: '111111', minutes: 10, name: '' } });
    expect(anonymous.text).toContain('Hola:');
    const hostile = renderMessage({ channel: 'email', to: 'a@b.test', template: 'verify_email', languageSlug: 'en-us', values: { code: '111111', minutes: 10, name: '<script>x</script>' } });
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('&lt;script&gt;');
  });

  it('falls back to English for an unknown language, and refuses an unknown template', () => {
    expect(renderMessage({ channel: 'email', to: 'a@b.test', template: 'login_code', languageSlug: 'xx-yy', values: { code: '1', minutes: 10 } }).subject).toBe(
      'Your Hireloop sign-in code',
    );
    expect(() => renderMessage({ channel: 'email', to: 'a@b.test', template: 'nope', languageSlug: 'en-us', values: {} })).toThrow(/No email template/);
    expect(() => renderMessage({ channel: 'sms', to: '+1', template: 'magic_link', languageSlug: 'en-us', values: {} })).toThrow(/No SMS template/);
  });

  it('withoutSecrets blanks the code and link for the copy kept after delivery', () => {
    const kept = renderMessage(withoutSecrets({ channel: 'email', to: 'a@b.test', template: 'magic_link', languageSlug: 'en-us', values: { link: 'https://x.test/?token=secret', minutes: 15 } }));
    expect(kept.text).not.toContain('secret');
    expect(kept.html).not.toContain('secret');
  });
});
