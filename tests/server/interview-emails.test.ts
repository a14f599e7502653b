import { describe, expect, it } from 'vitest';
import { languageSlugs } from '@/lib/languages';
import { renderMessage } from '@/server/mail/templates';
import { interviewEmailTemplates, interviewEmailTexts, interviewReasonTexts } from '@/server/mail/texts/interview-emails';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const flat = (slug: (typeof languageSlugs)[number]) =>
  interviewEmailTemplates.flatMap((template) => {
    const email = interviewEmailTexts[slug][template];
    return [email.subject, email.heading, ...email.before, ...email.after, email.action ?? ''].map((text, i) => [`${template}.${i}`, text] as const);
  });

describe('interview emails', () => {
  it.each(languageSlugs)('%s has every text with the placeholders of English, translated', (slug) => {
    const english = new Map(flat('en-us'));
    const texts = flat(slug);
    expect(texts.map(([key]) => key)).toEqual([...english.keys()]);
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), `${slug} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      if (slug !== 'en-us') expect(text, `${slug} ${key}`).not.toBe(english.get(key));
    }
    if (slug !== 'en-us') expect(interviewReasonTexts[slug].time_conflict).not.toBe(interviewReasonTexts['en-us'].time_conflict);
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
