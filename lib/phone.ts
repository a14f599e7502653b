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

/** The longest a phone field may be (platform spec §5). */
export const phoneMaxLength = 15;
const minDigits = 4;

export type PhoneProblem = 'required' | 'digits' | 'tooShort' | 'tooLong' | 'prefix';

export interface PhoneCheck {
  /** The national digits to store, without spaces, dashes or a trunk '0'. */
  national: string;
  problem: PhoneProblem | null;
  /** The digit counts this prefix takes, for the message ("8 digits", "9 to 11 digits"). */
  expected: readonly [number, number] | null;
}

export function digitRuleOf(prefix: string): readonly [number, number] | null {
  return digitRules[prefix] ?? null;
}

export function checkPhone(prefix: string, input: string): PhoneCheck {
  const raw = input.trim();
  const rule = digitRuleOf(prefix);
  if (raw === '') return { national: '', problem: 'required', expected: rule };
  if (!/^\+\d{1,4}$/.test(prefix)) return { national: '', problem: 'prefix', expected: null };
  if (raw.length > phoneMaxLength) return { national: raw, problem: 'tooLong', expected: rule };
  if (!/^[\d\s-]+$/.test(raw)) return { national: raw, problem: 'digits', expected: rule };
  let national = raw.replace(/[\s-]/g, '');
  if (national.startsWith('0') && (!rule || national.length === rule[1] + 1)) national = national.slice(1);
  const [min, max] = rule ?? [minDigits, phoneMaxLength - (prefix.length - 1)];
  if (national.length < min) return { national, problem: 'tooShort', expected: rule };
  if (national.length > max) return { national, problem: 'tooLong', expected: rule };
  return { national, problem: null, expected: rule };
}
