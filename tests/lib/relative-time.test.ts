import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/catalogue';
import { languageSlugs } from '@/lib/languages';
import { type RelativeUnit, relativeParts } from '@/lib/relative-time';

/**
 * Issue 33, item 1: "Posted 2 days ago" on job cards and pages is the catalogue's
 * `RelativeTime.ago`, with each language's plural forms. Checked for every count 0–120 of every
 * unit in every language against CLDR as the runtime carries it (`Intl.RelativeTimeFormat`),
 * which knows Arabic's zero, one, two, few, many and other. Arabic reads "منذ" where CLDR writes
 * "قبل" (both say "ago"; the product's voice is "منذ"), so only that word is swapped.
 */
const units: Exclude<RelativeUnit, 'now'>[] = ['minute', 'hour', 'day', 'month', 'year'];
const counts = Array.from({ length: 121 }, (_, count) => count);

type Ago = (key: 'ago', values: { unit: RelativeUnit; count: number }) => string;

async function translatorFor(language: string): Promise<Ago> {
  const messages = await loadMessages(language);
  return createTranslator({ locale: language, messages, namespace: 'RelativeTime' as never }) as unknown as Ago;
}

describe('RelativeTime.ago against CLDR (issue 33)', () => {
  it.each(languageSlugs)('%s: every count 0–120 of every unit reads as CLDR writes it', async (language) => {
    const t = await translatorFor(language);
    const cldr = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    const wrong: string[] = [];
    for (const unit of units) {
      for (const count of counts) {
        const expected = cldr.format(-count, unit).replace(/^قبل /, 'منذ ');
        const actual = t('ago', { unit, count });
        if (actual !== expected) wrong.push(`${unit} ${count}: ${actual} ≠ ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('Arabic uses the dual: "منذ يومين", "منذ ساعتين", and "دقيقة" from 11 minutes', async () => {
    const t = await translatorFor('ar-ae');
    expect(t('ago', { unit: 'day', count: 2 })).toBe('منذ يومين');
    expect(t('ago', { unit: 'hour', count: 2 })).toBe('منذ ساعتين');
    expect(t('ago', { unit: 'minute', count: 3 })).toBe('منذ 3 دقائق');
    expect(t('ago', { unit: 'minute', count: 11 })).toBe('منذ 11 دقيقة');
    expect(t('ago', { unit: 'day', count: 11 })).toBe('منذ 11 يومًا');
  });

  it.each(languageSlugs)('%s: a moment ago has its own words, not a number', async (language) => {
    const text = (await translatorFor(language))('ago', { unit: 'now', count: 0 });
    expect(text).not.toBe('');
    expect(text).not.toMatch(/\d/);
  });
});

describe('relativeParts', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [ago(10_000), { unit: 'now', count: 0 }],
    [new Date(now.getTime() + 5 * minute), { unit: 'now', count: 0 }],
    [ago(50_000), { unit: 'minute', count: 1 }],
    [ago(44 * minute), { unit: 'minute', count: 44 }],
    [ago(45 * minute), { unit: 'hour', count: 1 }],
    [ago(2 * hour), { unit: 'hour', count: 2 }],
    [ago(22 * hour), { unit: 'day', count: 1 }],
    [ago(2 * day), { unit: 'day', count: 2 }],
    [ago(26 * day), { unit: 'month', count: 1 }],
    [ago(200 * day), { unit: 'month', count: 7 }],
    [ago(340 * day), { unit: 'year', count: 1 }],
    [ago(3 * 365 * day), { unit: 'year', count: 3 }],
  ])('%s → %o', (date, parts) => {
    expect(relativeParts(date, now)).toEqual(parts);
  });
});
