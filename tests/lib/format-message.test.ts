import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/catalogue';
import { formatMessage, isSupportedMessage } from '@/lib/format-message';
import { languages } from '@/lib/languages';
import { platformMessageTree } from '@/server/domain/translations/bundled';

/** Sample values for every argument name the catalogue uses. */
const samples: Record<string, string | number>[] = [
  { count: 0, seconds: 1, minutes: 1, page: 1, days: 0, max: 1, key: 'replied_minutes_ago', type: 'monthly' },
  { count: 1, seconds: 2, minutes: 5, page: 2, days: 1, max: 2, key: 'replies_today', type: 'hourly' },
  { count: 3, seconds: 5, minutes: 21, page: 10, days: 7, max: 20, key: 'active_today', type: 'annually' },
  { count: 1234, seconds: 11, minutes: 59, page: 4000, days: 11, max: 100, key: 'something_else', type: 'negotiable' },
];
const strings = { country: 'Japan', language: 'English', heading: 'Jobs', title: 'Engineer', company: 'Acme', place: 'Tokyo', salary: '¥1', time: '2 days ago', range: '1–2', location: 'Manila', keyword: 'sales', countries: 'Japan', date: 'today', year: '2026', timeZone: 'UTC+8', titles: 'a, b' };

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

describe('formatMessage', () => {
  it('fills arguments, plurals with # and exact matches, and nested selects', () => {
    const m = '{key, select, a {A {n, plural, =0 {none} one {# item} other {# items}}} other {?}}';
    expect(formatMessage(m, 'en-US', { key: 'a', n: 0 })).toBe('A none');
    expect(formatMessage(m, 'en-US', { key: 'a', n: 1 })).toBe('A 1 item');
    expect(formatMessage(m, 'en-US', { key: 'a', n: 1500 })).toBe('A 1,500 items');
    expect(formatMessage(m, 'en-US', { key: 'b', n: 2 })).toBe('?');
    expect(formatMessage('Hi {name}!', 'en-US', { name: 'Ana' })).toBe('Hi Ana!');
    expect(formatMessage('{n} left', 'en-US', { n: 12345 })).toBe('12345 left');
  });

  it('uses the language plural rules', () => {
    const m = '{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => formatMessage(m, 'ar', { n }))).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });

  // The real test: every message of every language, formatted as next-intl formats it (the
  // platform's mail and digests too, which it formats; docs/decisions/0082).
  it.each(languages.map((l) => [l.slug, l.intl] as const))('matches next-intl on every %s message', async (slug, intl) => {
    const messages = { ...(await loadMessages(slug)), ...platformMessageTree(slug) };
    const translate = createTranslator({ locale: intl, messages: messages as never });
    for (const [key, message] of leaves(messages)) {
      if (!isSupportedMessage(message)) continue;
      for (const sample of samples) {
        const values: Record<string, string | number> = { ...strings, ...sample };
        // Any other argument a message names gets a plain text value.
        for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) if (name && !(name in values)) values[name] = `<${name}>`;
        const expected = (translate as unknown as (k: string, v: object) => string)(key, values);
        expect(formatMessage(message, intl, values), `${slug} ${key}`).toBe(expected);
      }
    }
  });
});
