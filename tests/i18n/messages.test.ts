import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messageFeatures } from '@/i18n/catalogue';
import { languages } from '@/lib/languages';
import { platformMessageFeatures } from '@/lib/message-catalogues';

/**
 * The message catalogues: the web's (i18n/messages) and the platform's (server/messages: mail,
 * text messages, digests; docs/decisions/0082), checked as one: every language has the same
 * keys as English, every message is valid ICU with the same arguments, no namespace is defined
 * twice, and no catalogue is an untranslated copy of English.
 */

const messagesDir = fileURLToPath(new URL('../../i18n/messages/', import.meta.url));
const platformMessagesDir = fileURLToPath(new URL('../../server/messages/', import.meta.url));
const sourceSlug = 'en-us';
const brand = 'Hireloop';
/** Share of translatable English messages a catalogue must translate (differ from English). */
const minTranslatedShare = 0.8;

type Catalogue = Record<string, unknown>;

function readFile(path: string, dir = messagesDir): Catalogue {
  const data: unknown = JSON.parse(readFileSync(`${dir}${path}`, 'utf8'));
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${path} must hold a JSON object`);
  }
  return data as Catalogue;
}

/** The core catalogue and every feature file of one language, merged as i18n/catalogue.ts does, and the platform's feature files. */
function readCatalogue(slug: string): Catalogue {
  const merged: Catalogue = { ...readFile(`${slug}.json`) };
  const files = [
    ...messageFeatures.map((feature) => [messagesDir, feature] as const),
    ...platformMessageFeatures.map((feature) => [platformMessagesDir, feature] as const),
  ];
  for (const [dir, feature] of files) {
    for (const [namespace, value] of Object.entries(readFile(`${feature}/${slug}.json`, dir))) {
      if (namespace in merged) throw new Error(`${feature}/${slug}.json: namespace ${namespace} is already defined`);
      merged[namespace] = value;
    }
  }
  return merged;
}

/** Dotted key → leaf value, the way next-intl addresses messages (`Header.home`). */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

interface MessageShape {
  /** Argument name → how it is used (argument, plural, select, number, date, time, tag). */
  args: Map<string, string>;
  /** Select argument name → its option keys. */
  selectOptions: Map<string, string[]>;
  /** Plural argument name → its option keys. */
  pluralOptions: Map<string, string[]>;
  /** The human text outside any placeholder. */
  literal: string;
}

function shapeOf(elements: MessageFormatElement[], shape: MessageShape = emptyShape()): MessageShape {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.literal:
        shape.literal += el.value;
        break;
      case TYPE.argument:
        shape.args.set(el.value, 'argument');
        break;
      case TYPE.number:
        shape.args.set(el.value, 'number');
        break;
      case TYPE.date:
        shape.args.set(el.value, 'date');
        break;
      case TYPE.time:
        shape.args.set(el.value, 'time');
        break;
      case TYPE.tag:
        shape.args.set(el.value, 'tag');
        shapeOf(el.children, shape);
        break;
      case TYPE.select:
        shape.args.set(el.value, 'select');
        shape.selectOptions.set(el.value, Object.keys(el.options).sort());
        for (const option of Object.values(el.options)) shapeOf(option.value, shape);
        break;
      case TYPE.plural:
        shape.args.set(el.value, 'plural');
        shape.pluralOptions.set(el.value, Object.keys(el.options).sort());
        for (const option of Object.values(el.options)) shapeOf(option.value, shape);
        break;
      default:
        // `#` inside a plural: nothing to record.
        break;
    }
  }
  return shape;
}

function emptyShape(): MessageShape {
  return { args: new Map(), selectOptions: new Map(), pluralOptions: new Map(), literal: '' };
}

/**
 * A language that greets by the whole name, in the name's own order ("田中 由紀 様", Mail.greeting),
 * writes {full_name} where English writes the given {name}: the same argument to this check.
 */
function sameName(args: Map<string, string>): Map<string, string> {
  return new Map([...args].map(([name, kind]) => [name === 'full_name' ? 'name' : name, kind]));
}

function sorted(map: Map<string, string>): [string, string][] {
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A message with no human text besides the brand and placeholders needs no translation. */
function isTranslatable(shape: MessageShape): boolean {
  return /\p{L}/u.test(shape.literal.replaceAll(brand, ''));
}

const english = flatten(readCatalogue(sourceSlug));
const englishShapes = new Map(
  [...english]
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => [key, shapeOf(parse(value as string))]),
);
const englishKeys = [...english.keys()].sort();

describe('message catalogues', () => {
  it('has exactly one catalogue per language', () => {
    const files = readdirSync(messagesDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(languages.map((l) => l.slug).sort());
    for (const feature of messageFeatures) {
      const own = readdirSync(`${messagesDir}${feature}`).filter((name) => name.endsWith('.json')).sort();
      expect(own, `messages/${feature}/`).toEqual(languages.map((l) => `${l.slug}.json`).sort());
    }
    for (const feature of platformMessageFeatures) {
      const own = readdirSync(`${platformMessagesDir}${feature}`).filter((name) => name.endsWith('.json')).sort();
      expect(own, `server/messages/${feature}/`).toEqual(languages.map((l) => `${l.slug}.json`).sort());
    }
  });

  it('English has messages to compare against', () => {
    expect(englishKeys.length).toBeGreaterThan(0);
    for (const [key, value] of english) {
      expect(typeof value === 'string' && value.trim() !== '', `en-us ${key} must be a non-empty string`).toBe(true);
    }
  });
});

describe.each(languages.map((l) => [l.slug, l] as const))('%s.json', (slug, language) => {
  const load = () => flatten(readCatalogue(slug));

  it('has the same keys as en-us.json', () => {
    const keys = new Set(load().keys());
    const missing = englishKeys.filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.has(key)).sort();
    expect(
      { missing, extra },
      `${slug}.json: missing keys [${missing.join(', ')}], extra keys [${extra.join(', ')}]`,
    ).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string for every message', () => {
    const bad = [...load()].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    expect(bad, `${slug}.json: empty or non-string messages [${bad.join(', ')}]`).toEqual([]);
  });

  it('parses as ICU with the same arguments as English', () => {
    const pluralCategories = new Set<string>(new Intl.PluralRules(language.intl).resolvedOptions().pluralCategories);
    const problems: string[] = [];
    for (const [key, value] of load()) {
      const source = englishShapes.get(key);
      if (typeof value !== 'string' || !source) continue; // reported by the tests above
      let shape: MessageShape;
      try {
        shape = shapeOf(parse(value));
      } catch (error) {
        problems.push(`${key}: invalid ICU message (${(error as Error).message})`);
        continue;
      }
      const got = JSON.stringify(sorted(sameName(shape.args)));
      const want = JSON.stringify(sorted(sameName(source.args)));
      if (got !== want) problems.push(`${key}: arguments ${got}, English has ${want}`);
      for (const [name, options] of source.selectOptions) {
        const own = shape.selectOptions.get(name);
        if (own && own.join() !== options.join()) {
          problems.push(`${key}: select {${name}} options [${own.join(', ')}], English has [${options.join(', ')}]`);
        }
      }
      for (const [name, options] of shape.pluralOptions) {
        if (!options.includes('other')) problems.push(`${key}: plural {${name}} has no "other"`);
        const unknown = options.filter((option) => !option.startsWith('=') && !pluralCategories.has(option));
        if (unknown.length > 0) {
          problems.push(`${key}: plural {${name}} uses [${unknown.join(', ')}], not categories of ${language.intl}`);
        }
      }
    }
    expect(problems, `${slug}.json:\n${problems.join('\n')}`).toEqual([]);
  });

  // Right to left, numbers and their separators are reordered around spaces: "{score} / 100"
  // shows as "100 / 46" in Arabic, while "{score}/100" stays one number run (issue 33, item 2).
  // Latin commas between Arabic words are the wrong punctuation ("،").
  if (language.dir === 'rtl')
    it('writes fractions as one run and uses the Arabic comma', () => {
      const bad = [...load()]
        .filter(([, value]) => typeof value === 'string' && (/(\}|\d) [/:] (\{|\d)/.test(value) || /[\u0600-\u06ff], [\u0600-\u06ff{]/.test(value)))
        .map(([key, value]) => `${key}: ${value}`);
      expect(bad).toEqual([]);
    });

  // English is the source, so only the other nine can be copies of it.
  if (slug !== sourceSlug)
    it('is translated, not a copy of English', () => {
    const messages = load();
    const translatable = englishKeys.filter((key) => {
      const shape = englishShapes.get(key);
      return shape !== undefined && isTranslatable(shape);
    });
    const same = translatable.filter((key) => messages.get(key) === english.get(key));
    const share = (translatable.length - same.length) / translatable.length;
    expect(
      share,
      `${slug}.json: only ${Math.round(share * 100)}% translated; same as English: [${same.join(', ')}]`,
    ).toBeGreaterThanOrEqual(minTranslatedShare);
  });
});
