import { describe, expect, it } from 'vitest';
import { languageSlugs } from '@/lib/languages';
import type { JobCard } from '@/lib/schemas/job';
import { digestSalary, renderDigest } from '@/server/alerts/digest-mail';
import { bundledMessages } from '@/server/domain/translations/bundled';
import { newNonce, signUnsubscribe, verifyUnsubscribe } from '@/server/alerts/unsubscribe-token';
import { jobCardFixture } from '../fixtures/job-card';

// What recruiters wrote, with characters the mail must escape.
const card = (salary: JobCard['salary']): JobCard =>
  jobCardFixture({ id: 42, title: 'Data <engineer>', company: { id: 1, name: 'Acme & Co', logo_color: '#000', is_verified: true }, salary });

describe('the digest mail', () => {
  // Keys, placeholders and translation of the texts are checked with the whole catalogue (tests/i18n/messages.test.ts).
  it('has every text in all ten languages, none left in English', () => {
    const english = [...bundledMessages('en-us')].filter(([key]) => key.startsWith('DigestMail.'));
    expect(english.length).toBeGreaterThan(10);
    for (const slug of languageSlugs) {
      for (const [key, text] of english) {
        expect(bundledMessages(slug).get(key)?.trim(), `${slug} ${key}`).toBeTruthy();
        if (slug !== 'en-us') expect(bundledMessages(slug).get(key), `${slug} ${key}`).not.toBe(text);
      }
    }
  });

  it('writes salaries in the job’s currency and the reader’s numbers, and escapes what recruiters wrote', () => {
    expect(digestSalary(card({ type: 'monthly', from: 3000, to: 4000, currency: 'USD' }), 'en-us')).toMatch(/^\$3,000\s?–\s?\$4,000 per month$/);
    expect(digestSalary(card({ type: 'annually', from: 5_000_000, to: 6_000_000, currency: 'JPY' }), 'ja-jp')).toMatch(/^年収 [¥￥]5,000,000\s?～\s?[¥￥]6,000,000$/);
    expect(digestSalary(card({ type: 'negotiable', from: null, to: null, currency: 'PHP' }), 'es-es')).toBe('A convenir');
    const mail = renderDigest({
      languageSlug: 'ar-ae',
      frequency: 'weekly',
      keyword: null,
      jobs: [{ card: card({ type: 'monthly', from: 10_000, to: 12_000, currency: 'AED' }), url: 'http://ae.localhost:3000/ar-ae/job/data-engineer-42' }],
      more: true,
      max: 20,
      manageUrl: 'http://ae.localhost:3000/ar-ae/settings/job-alerts',
      unsubscribeUrl: 'http://ae.localhost:3000/ar-ae/job-alerts/unsubscribe?token=t',
    });
    expect(mail.html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(mail.html).toContain('Data &lt;engineer&gt;');
    expect(mail.html).not.toContain('<engineer>');
    expect(mail.text).toContain('Data <engineer>');
    expect(mail.text).toContain('أسبوعي');
    expect(mail.text).toContain('http://ae.localhost:3000/ar-ae/job-alerts/unsubscribe?token=t');
    expect(mail.subject).toContain('بحثك المحفوظ');
  });
});

describe('unsubscribe tokens', () => {
  it('verify only as signed, under the same key', () => {
    const key = Buffer.alloc(32, 7);
    const nonce = newNonce();
    const token = signUnsubscribe(key, 12, nonce);
    expect(verifyUnsubscribe(key, token)).toEqual({ alertId: 12, nonce });
    expect(verifyUnsubscribe(Buffer.alloc(32, 8), token)).toBeNull();
    expect(verifyUnsubscribe(key, token.replace(/^12\./, '13.'))).toBeNull();
    expect(verifyUnsubscribe(key, `${token}x`)).toBeNull();
    expect(verifyUnsubscribe(key, '')).toBeNull();
  });
});
