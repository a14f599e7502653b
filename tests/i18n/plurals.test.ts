import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/catalogue';
import { messageArguments } from '@/lib/icu-arguments';
import { languages } from '@/lib/languages';
import { platformMessageTree } from '@/server/domain/translations/bundled';

/** The web's catalogue and the platform's (mail, digests; docs/decisions/0082) of one language. */
const loadAll = async (slug: (typeof languages)[number]['slug']) => ({ ...(await loadMessages(slug)), ...platformMessageTree(slug) });

/**
 * Issue 33: every message with a plural argument, rendered for every count 0–120 in every
 * language, chooses the form CLDR's plural rules ask for. Each plural must give every category
 * in which the language's nouns change (Arabic: one, two, few, many and other), unless it only
 * shows the number; and each count must render (no missing branch, no raw placeholder).
 *
 * Categories CLDR has but the grammar does not mark on a counted noun, so "other" serves:
 * Arabic "zero" (0 takes the "other" form: "0 وظيفة"), Spanish and Portuguese "many" (only
 * millions: "1 millón de"), Turkish "one" (a noun after any number stays singular: "1 gün", "5 gün").
 */
const unmarked: Record<string, string[]> = { ar: ['zero'], es: ['many'], pt: ['many'], tr: ['one'] };

function flatten(value: unknown, prefix = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

interface PluralUse {
  name: string;
  options: Record<string, MessageFormatElement[]>;
}

function pluralsOf(elements: MessageFormatElement[], out: PluralUse[] = []): PluralUse[] {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      out.push({ name: element.value, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, option.value])) });
      for (const option of Object.values(element.options)) pluralsOf(option.value, out);
    } else if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, out);
    } else if (element.type === TYPE.tag) {
      pluralsOf(element.children, out);
    }
  }
  return out;
}

/** A branch that says only the number (or nothing): no word that could take a plural form. */
function numberOnly(elements: MessageFormatElement[]): boolean {
  return elements.every((element) => element.type === TYPE.pound || (element.type === TYPE.literal && !/\p{L}/u.test(element.value)));
}

/** Values for every argument of a message: `count` for the plural under test, plain stand-ins for the rest. */
function valuesFor(message: string, plural: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const { kinds, selectOptions } = messageArguments(message);
  for (const [name, kind] of kinds) {
    if (name === plural) values[name] = count;
    else if (kind === 'plural' || kind === 'number' || kind === 'selectordinal') values[name] = 3;
    else if (kind === 'date' || kind === 'time') values[name] = new Date(Date.UTC(2026, 10, 28, 9));
    else if (kind === 'select') values[name] = selectOptions.get(name)?.find((option) => option !== 'other') ?? 'other';
    else if (kind === 'tag') values[name] = (chunks: unknown) => chunks;
    else values[name] = 'X';
  }
  return values;
}

describe.each(languages.map((language) => [language.slug, language] as const))('%s plurals (issue 33)', (slug, language) => {
  const rules = new Intl.PluralRules(language.intl);
  const needed = rules.resolvedOptions().pluralCategories.filter((category) => !(unmarked[language.code.split('-')[0] as string] ?? []).includes(category));

  it('every plural names each category the language marks, unless it only shows the number', async () => {
    const problems: string[] = [];
    for (const [key, message] of flatten(await loadAll(slug))) {
      for (const use of pluralsOf(parse(message))) {
        // A page number labels a page ("الصفحة 3"); it counts nothing, so no noun agrees with it.
        if (use.name === 'page') continue;
        const branches = Object.entries(use.options).filter(([option]) => !option.startsWith('='));
        if (branches.every(([, elements]) => numberOnly(elements))) continue;
        const missing = needed.filter((category) => !(category in use.options));
        if (missing.length > 0) problems.push(`${key} {${use.name}}: no ${missing.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('renders every plural message for every count 0–120', async () => {
    const messages = await loadAll(slug);
    const problems: string[] = [];
    // next-intl reports a message it cannot format here (and would show its key instead).
    const t = createTranslator({ locale: slug, messages, onError: (error) => problems.push(error.message) }) as unknown as {
      rich: (key: string, values: Record<string, unknown>) => unknown;
    };
    for (const [key, message] of flatten(messages)) {
      for (const use of pluralsOf(parse(message))) {
        for (let count = 0; count <= 120; count += 1) {
          const text = String(t.rich(key, valuesFor(message, use.name, count)));
          if (/\{\w+\}/.test(text) || text === key) problems.push(`${key} ${count}: ${text}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
