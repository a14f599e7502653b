import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { argumentDifferences, IcuSyntaxError, messageArguments } from '@/lib/icu-arguments';
import { languageSlugs } from '@/lib/languages';
import { bundledMessages } from '@/server/domain/translations/bundled';

/** The same reading done by @formatjs's parser (what next-intl formats with), for comparison. */
function reference(elements: MessageFormatElement[], kinds = new Map<string, string>(), selects = new Map<string, string[]>()) {
  const record = (name: string, kind: string) => {
    const known = kinds.get(name);
    if (!known || known === 'argument') kinds.set(name, kind);
  };
  for (const el of elements) {
    if (el.type === TYPE.argument) record(el.value, 'argument');
    else if (el.type === TYPE.number) record(el.value, 'number');
    else if (el.type === TYPE.date) record(el.value, 'date');
    else if (el.type === TYPE.time) record(el.value, 'time');
    else if (el.type === TYPE.tag) {
      record(el.value, 'tag');
      reference(el.children, kinds, selects);
    } else if (el.type === TYPE.select || el.type === TYPE.plural) {
      record(el.value, el.type === TYPE.select ? 'select' : el.pluralType === 'ordinal' ? 'selectordinal' : 'plural');
      if (el.type === TYPE.select) selects.set(el.value, Object.keys(el.options).sort());
      for (const option of Object.values(el.options)) reference(option.value, kinds, selects);
    }
  }
  return { kinds, selects };
}

describe('messageArguments', () => {
  it('reads every bundled message of every language as @formatjs does', () => {
    let checked = 0;
    for (const language of languageSlugs) {
      for (const [key, message] of bundledMessages(language)) {
        const expected = reference(parse(message));
        const actual = messageArguments(message);
        expect({ key, kinds: Object.fromEntries(actual.kinds) }).toEqual({ key, kinds: Object.fromEntries(expected.kinds) });
        expect(Object.fromEntries(actual.selectOptions)).toEqual(Object.fromEntries(expected.selects));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('reads arguments, typed arguments, plurals, selects and tags', () => {
    const read = messageArguments("{name} has {count, plural, =0 {no jobs} one {# job} other {# jobs in {city}}} on {day, date, medium}; '{literal}' <b>{kind, select, a {A} other {B}}</b>");
    expect(Object.fromEntries(read.kinds)).toEqual({ name: 'argument', count: 'plural', city: 'argument', day: 'date', b: 'tag', kind: 'select' });
    expect(read.selectOptions.get('kind')).toEqual(['a', 'other']);
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['an argument without a name', 'Hello {}'],
    ['a plural without other', '{n, plural, one {# job}}'],
    ['an unknown type', '{n, money}'],
    ['an unclosed tag', '<b>bold'],
    ['a closing tag that was not opened', 'bold</b>'],
  ])('refuses %s', (_, message) => {
    expect(() => messageArguments(message)).toThrow(IcuSyntaxError);
    expect(() => parse(message)).toThrow();
  });
});

describe('argumentDifferences', () => {
  const differences = (expected: string, actual: string) => argumentDifferences(messageArguments(expected), messageArguments(actual));

  it('accepts other words around the same placeholders, in any order', () => {
    expect(differences('{count, plural, one {# job} other {# jobs}} in {city}', 'In {city}: {count, plural, other {# openings}}')).toEqual([]);
  });

  it('names a missing, an extra and a retyped placeholder', () => {
    expect(differences('Hello {name}', 'Hello')).toEqual(['{name} is missing']);
    expect(differences('Hello', 'Hello {name}')).toEqual(['{name} is not in the original']);
    expect(differences('{count, plural, other {# jobs}}', '{count} jobs')).toEqual(['{count} must be used as plural, not argument']);
    expect(differences('Read <link>the terms</link>', 'Read the terms')).toEqual(['<link> is missing']);
  });

  it('keeps the options of a select', () => {
    expect(differences('{kind, select, remote {Remote} other {On site}}', '{kind, select, hybrid {Hybrid} other {On site}}')).toEqual(['{kind} must have the options other, remote']);
  });
});
