import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { type LanguageSlug, languages } from '@/lib/languages';
import { platformMessageFeatures } from '@/lib/message-catalogues';
import type { JobCard } from '@/lib/schemas/job';
import { renderDigest } from '@/server/alerts/digest-mail';
import { renderAwayMail } from '@/server/away-mail/away-mail';
import { bundledMessages, platformMessageTree } from '@/server/domain/translations/bundled';
import { renderMessage } from '@/server/mail/templates';
import { interviewEmailTemplates } from '@/server/mail/texts/interview-emails';
import { resumeEmailTemplates } from '@/server/mail/texts/resume-emails';
import { emailTemplates, smsTemplates } from '@/server/mail/texts/types';
import { jobCardFixture } from '../fixtures/job-card';

/**
 * Issue 33: every mail, text message and digest the platform sends, rendered in all ten
 * languages from the catalogue (server/messages, docs/decisions/0082): no key or placeholder
 * shows raw, no English is left in another language's mail (names and addresses aside), and
 * every count 0–120 takes the form CLDR's plural rules choose.
 */

const listed = (n: number, salary?: JobCard['salary']) =>
  Array.from({ length: n }, (_, i) => ({ card: jobCardFixture({ id: i + 1, ...(salary ? { salary } : {}) }), url: `https://ph.example/job/${i + 1}` }));

const values = {
  code: '042917',
  minutes: 10,
  name: 'Maria',
  family_name: 'Santos',
  new_email: 'ma***@example.test',
  link: 'https://ph.example/a?token=t',
  job_title: 'Nurse',
  company: 'Acme',
  times: '2026-12-01 09:00',
  place: 'https://meet.example.com/a',
  reason: 'X',
  sender: 'Maria Santos',
  filename: 'cv.pdf',
  days: 7,
};

/** Every message kind the platform sends, as subject + text + HTML, in one language. */
function everyMail(slug: LanguageSlug): [string, string][] {
  const out: [string, string][] = [];
  for (const template of [...emailTemplates, ...interviewEmailTemplates, ...resumeEmailTemplates]) {
    const mail = renderMessage({ channel: 'email', to: 'a@b.test', template, languageSlug: slug, values });
    out.push([`email ${template}`, `${mail.subject}\n${mail.text}\n${mail.html}`]);
  }
  for (const template of smsTemplates) out.push([`sms ${template}`, renderMessage({ channel: 'sms', to: '+63', template, languageSlug: slug, values }).text]);
  const digest = { languageSlug: slug, keyword: null, max: 20, manageUrl: 'https://ph.example/m', unsubscribeUrl: 'https://ph.example/u' };
  for (const frequency of ['daily', 'weekly'] as const) {
    for (const sort of ['newest', 'fit'] as const) {
      const mail = renderDigest({ ...digest, frequency, sort, jobs: listed(3), followed: listed(1), more: true });
      out.push([`digest ${frequency} ${sort}`, `${mail.subject}\n${mail.text}\n${mail.html}`]);
    }
  }
  const followedOnly = renderDigest({ ...digest, frequency: 'daily', jobs: [], followed: listed(2), more: false });
  out.push(['digest of followed companies', `${followedOnly.subject}\n${followedOnly.text}\n${followedOnly.html}`]);
  const away = renderAwayMail({
    languageSlug: slug,
    chats: [{ company: 'Acme', count: 3, url: 'https://ph.example/chat/1' }],
    applications: [{ jobTitle: 'Nurse', company: 'Acme', status: 'Viewed' }],
    myJobsUrl: 'https://ph.example/my-jobs',
    settingsUrl: 'https://ph.example/settings',
  });
  out.push(['away mail', `${away.subject}\n${away.text}\n${away.html}`]);
  return out;
}

/** The English wording of the platform's messages: each literal run of two words or more (the brand aside). */
function englishPhrases(): string[] {
  const phrases = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        for (const part of element.value.replaceAll('Hireloop', '\n').split(/[\n:.,;!?()“”]/)) {
          const phrase = part.trim();
          if (/\p{L}+\s+\p{L}+/u.test(phrase)) phrases.add(phrase);
        }
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  const english = bundledMessages('en-us');
  const namespaces = new Set(Object.keys(platformMessageTree('en-us')));
  for (const [key, message] of english) if (namespaces.has(key.split('.')[0] ?? '')) walk(parse(message));
  return [...phrases];
}

describe.each(languages.map((language) => [language.slug, language] as const))('every mail in %s', (slug) => {
  const mails = everyMail(slug);
  const namespaces = Object.keys(platformMessageTree(slug));

  it('is written from the catalogue: no key or placeholder shows raw', () => {
    expect(platformMessageFeatures.length).toBeGreaterThan(0);
    for (const [kind, mail] of mails) {
      expect(mail, kind).not.toMatch(/\{\s*\w+\s*[,}]/);
      for (const namespace of namespaces) expect(mail, kind).not.toContain(`${namespace}.`);
    }
  });

  if (slug !== 'en-us')
    it('holds no English but names and addresses', () => {
      const phrases = englishPhrases();
      expect(phrases.length).toBeGreaterThan(50);
      const found = mails.flatMap(([kind, mail]) => phrases.filter((phrase) => mail.includes(phrase)).map((phrase) => `${kind}: “${phrase}”`));
      expect(found).toEqual([]);
    });
});

/**
 * What CLDR's rules ask of `message` for `count`: the exact `=n` branch or the category
 * Intl.PluralRules chooses, with `#` as the number in the language's digits. An oracle apart
 * from the formatter under test (built on the ICU parser).
 */
function expected(message: string, intl: string, count: number, args: Record<string, string>): string {
  const rules = new Intl.PluralRules(intl);
  const number = new Intl.NumberFormat(intl);
  const render = (elements: MessageFormatElement[]): string =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.argument) return args[element.value] ?? `{${element.value}}`;
        if (element.type === TYPE.pound) return number.format(count);
        if (element.type === TYPE.plural) {
          const option = element.options[`=${count}`] ?? element.options[rules.select(count)] ?? element.options.other;
          return render(option?.value ?? []);
        }
        throw new Error(`unexpected element ${element.type}`);
      })
      .join('');
  return render(parse(message));
}

const counts = Array.from({ length: 121 }, (_, n) => n);

describe.each(languages.map((language) => [language.slug, language.intl] as const))('plurals of the mail in %s, every count 0–120', (slug, intl) => {
  const messages = bundledMessages(slug);
  const message = (key: string) => messages.get(key) ?? '';

  it('the away mail counts unread messages', () => {
    for (const count of counts) {
      const mail = renderAwayMail({ languageSlug: slug, chats: [{ company: 'Acme', count, url: 'https://x.test/c' }], applications: [], myJobsUrl: 'https://x.test/m', settingsUrl: 'https://x.test/s' });
      expect(mail.text.split('\n'), `${count}`).toContain(expected(message('AwayMail.messages'), intl, count, { company: 'Acme' }));
    }
  });

  it('the digest counts new jobs and the listed maximum', () => {
    // Pay to agree on: the count is under test here, not 7,000 salary ranges.
    const jobs = listed(120, { type: 'negotiable', from: null, to: null, currency: 'PHP' });
    for (const count of counts) {
      const base = { languageSlug: slug, frequency: 'daily' as const, keyword: 'nurse', manageUrl: 'https://x.test/m', unsubscribeUrl: 'https://x.test/u' };
      const heading = renderDigest({ ...base, jobs: jobs.slice(0, count), more: false, max: 20 }).text.split('\n')[0];
      expect(heading, `${count}`).toBe(expected(message('DigestMail.heading'), intl, count, {}));
      const more = renderDigest({ ...base, jobs: jobs.slice(0, 1), more: true, max: count }).text;
      expect(more.split('\n'), `${count}`).toContain(expected(message('DigestMail.more'), intl, count, {}));
      const moreFit = renderDigest({ ...base, sort: 'fit', jobs: jobs.slice(0, 1), more: true, max: count }).text;
      expect(moreFit.split('\n'), `${count}`).toContain(expected(message('DigestMail.moreFit'), intl, count, {}));
    }
  });

  it('the resume mail counts the days its link works', () => {
    for (const days of counts) {
      const mail = renderMessage({ channel: 'email', to: 'a@b.test', template: 'resume_shared', languageSlug: slug, values: { ...values, days } });
      expect(mail.text.split('\n'), `${days}`).toContain(expected(message('Mail.resume_shared.after'), intl, days, {}));
    }
  });
});

describe('Arabic counts as a native writes them (issue 33)', () => {
  const away = (count: number) =>
    renderAwayMail({ languageSlug: 'ar-ae', chats: [{ company: 'Acme', count, url: 'https://x.test/c' }], applications: [], myJobsUrl: 'https://x.test/m', settingsUrl: 'https://x.test/s' }).text;
  const heading = (count: number) =>
    renderDigest({ languageSlug: 'ar-ae', frequency: 'daily', keyword: null, jobs: listed(count), more: false, max: 20, manageUrl: 'https://x.test/m', unsubscribeUrl: 'https://x.test/u' }).text.split('\n')[0];

  it('uses the dual, the plural for 3–10 and the singular for 11–99', () => {
    expect(away(1)).toContain('Acme: رسالة جديدة واحدة');
    expect(away(2)).toContain('Acme: رسالتان جديدتان');
    expect(away(3)).toContain('Acme: 3 رسائل جديدة');
    expect(away(11)).toContain('Acme: 11 رسالة جديدة');
    expect(heading(2)).toBe('وظيفتان جديدتان تطابقان تنبيهك');
    expect(heading(10)).toBe('10 وظائف جديدة تطابق تنبيهك');
    expect(heading(99)).toBe('99 وظيفة جديدة تطابق تنبيهك');
    const resume = (days: number) => renderMessage({ channel: 'email', to: 'a@b.test', template: 'resume_shared', languageSlug: 'ar-ae', values: { ...values, days } }).text;
    expect(resume(2)).toContain('لمدة يومين');
    expect(resume(7)).toContain('لمدة 7 أيام');
    expect(resume(30)).toContain('لمدة 30 يومًا');
  });
});
