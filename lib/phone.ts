/**
 * Phone numbers (platform spec §9): the country prefix, then a fixed count of national
 * digits for the listed prefixes; for other prefixes any count that keeps the whole number
 * within E.164's 15 digits. A national number typed with its trunk '0' ('0917…') is read
 * without it.
 */
const digitRules: Record<string, readonly [min: number, max: number]> = {
  '+65': [8, 8],
  '+63': [10, 10],
  '+62': [9, 11],
  '+60': [9, 9],
  '+81': [10, 10],
  '+1': [10, 10],
  '+44': [10, 10],
  '+86': [11, 11],
  '+91': [10, 10],
  '+852': [8, 8],
};

/** The most digits a whole number has (E.164), and so the most its national part may have. */
export const phoneMaxLength = 15;
/** The most characters a typed number may have with its spaces, dashes and parentheses. */
export const phoneInputMaxLength = 30;
const minDigits = 4;

export type PhoneProblem = 'required' | 'digits' | 'tooShort' | 'tooLong' | 'prefix';

export interface PhoneCheck {
  /** The national digits to store, without spaces, dashes, the country code or a trunk '0'. */
  national: string;
  problem: PhoneProblem | null;
  /** The digit counts this prefix takes, for the message ("8 digits", "9 to 11 digits"). */
  expected: readonly [number, number] | null;
}

export function digitRuleOf(prefix: string): readonly [number, number] | null {
  return digitRules[prefix] ?? null;
}

/** What people put between digits: spaces, dashes, dots, parentheses ('(0917) 123-4567'). */
const separators = /[\s\-.()\u00a0]/g;

/**
 * The one reading of a typed phone number (issue 36 item 6), for every form and route: a number
 * as people type it, with spaces, dashes, dots or parentheses, with or without '+' and this
 * country's code, with or without the national trunk '0' ('+63 917 555 0142', '0917-555-0142',
 * '(917) 555 0142'), is stored one way: the national digits beside the prefix.
 */
export function checkPhone(prefix: string, input: string): PhoneCheck {
  const raw = input.trim();
  const rule = digitRuleOf(prefix);
  if (raw === '') return { national: '', problem: 'required', expected: rule };
  if (!/^\+\d{1,4}$/.test(prefix)) return { national: '', problem: 'prefix', expected: null };
  if (raw.length > phoneInputMaxLength) return { national: raw, problem: 'tooLong', expected: rule };
  if (!/^\+?[\d\s\-.()\u00a0]+$/.test(raw)) return { national: raw, problem: 'digits', expected: rule };
  let national = raw.replace(separators, '');
  if (national.startsWith('+')) {
    // Another country's code in this country's field: the prefix chosen beside it is wrong.
    if (!national.startsWith(prefix)) return { national: national.slice(1), problem: 'prefix', expected: rule };
    national = national.slice(prefix.length);
  }
  if (national.startsWith('0') && (!rule || national.length === rule[1] + 1)) national = national.slice(1);
  const [min, max] = rule ?? [minDigits, phoneMaxLength - (prefix.length - 1)];
  if (national.length < min) return { national, problem: 'tooShort', expected: rule };
  if (national.length > max) return { national, problem: 'tooLong', expected: rule };
  return { national, problem: null, expected: rule };
}

/**
 * The dial codes of our country sites (lib/countries.ts), written out: importing the table would
 * put every country's names, currencies and time zones into get-started's first load with the
 * phone step (docs/decisions/0079). tests/lib/phone.test.ts holds the list to the table.
 */
export const siteDialCodes = ['+63', '+65', '+62', '+81', '+60', '+852', '+886', '+853', '+94', '+234', '+90', '+44', '+1', '+55', '+971', '+91'];

const knownPrefixes = [...new Set([...Object.keys(digitRules), ...siteDialCodes])];

/** '+63 917 555 0142' split at the longest known country prefix, or null when none is its prefix. */
export function splitInternational(value: string): { prefix: string; rest: string } | null {
  const compact = value.trim().replace(separators, '');
  if (!/^\+\d{5,16}$/.test(compact)) return null;
  const prefix = knownPrefixes.filter((p) => compact.startsWith(p)).sort((a, b) => b.length - a.length)[0];
  return prefix ? { prefix, rest: compact.slice(prefix.length) } : null;
}

/**
 * A number typed into one field with no country chosen beside it (quick apply's contact number):
 * its own '+code' when it has one, otherwise the site's country code.
 */
export function checkContactPhone(input: string, defaultPrefix: string | null): PhoneCheck & { prefix: string | null } {
  const raw = input.trim();
  if (raw.startsWith('+')) {
    const split = splitInternational(raw);
    if (!split) return { prefix: null, national: raw, problem: /^\+[\d\s\-.()\u00a0]+$/.test(raw) ? 'prefix' : 'digits', expected: null };
    return { prefix: split.prefix, ...checkPhone(split.prefix, split.rest) };
  }
  if (!defaultPrefix) return { prefix: null, national: raw, problem: 'prefix', expected: null };
  return { prefix: defaultPrefix, ...checkPhone(defaultPrefix, raw) };
}
