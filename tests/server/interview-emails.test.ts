import { describe, expect, it } from 'vitest';
import { languageSlugs } from '@/lib/languages';
import { interviewReasons } from '@/lib/schemas/interview-constants';
import { bundledMessages } from '@/server/domain/translations/bundled';
import { renderMessage } from '@/server/mail/templates';
import { interviewEmailTemplates } from '@/server/mail/texts/interview-emails';

// Keys, placeholders and translation of the texts are checked with the whole catalogue (tests/i18n/messages.test.ts).
describe('interview emails', () => {
  it.each(languageSlugs)('%s has every interview email and cancel reason in the catalogue, translated', (slug) => {
    const messages = bundledMessages(slug);
    const english = bundledMessages('en-us');
    for (const template of interviewEmailTemplates) {
      for (const part of ['subject', 'heading', 'before', 'after', 'action']) {
        const key = `Mail.${template}.${part}`;
        expect(messages.get(key)?.trim(), `${slug} ${key}`).toBeTruthy();
        if (slug !== 'en-us') expect(messages.get(key), `${slug} ${key}`).not.toBe(english.get(key));
      }
    }
    for (const reason of interviewReasons) expect(messages.get(`Mail.interviewReason.${reason}`), `${slug} ${reason}`).toBeTruthy();
    if (slug !== 'en-us') expect(messages.get('Mail.interviewReason.time_conflict')).not.toBe(english.get('Mail.interviewReason.time_conflict'));
  });

  it('renders in the seeker’s language, right to left in Arabic, with the chat link under the button', () => {
    const rendered = renderMessage({
      channel: 'email',
      to: 'a@example.test',
      template: 'interview_invited',
      languageSlug: 'ar-ae',
      values: { name: 'Amal', job_title: 'Designer <b>', company: 'Acme', times: 'x', place: 'https://meet.example.com/a', link: 'http://ae.localhost:3000/ar-ae/chat/5' },
    });
    expect(rendered.subject).toBe('دعوة إلى مقابلة: Designer <b> لدى Acme');
    expect(rendered.html).toContain('dir="rtl"');
    expect(rendered.html).toContain('Designer &lt;b&gt;');
    expect(rendered.html).toContain('href="http://ae.localhost:3000/ar-ae/chat/5"');
    expect(rendered.text).toContain('http://ae.localhost:3000/ar-ae/chat/5');
  });
});
