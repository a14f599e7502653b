import { countries } from '@/lib/countries';
import { checkPhone, type PhoneProblem } from '@/lib/phone';
import { AppError } from '../http/app-error';

export interface PhoneNumber {
  /** '+63' */
  prefix: string;
  /** National digits without a trunk '0'. */
  national: string;
  /** '+639171234567': the target of codes and SMS. */
  e164: string;
}

const problems: Record<PhoneProblem, string> = {
  required: 'Enter your phone number',
  digits: 'Enter the number in digits',
  tooShort: 'This number is too short for its country or region',
  tooLong: 'This number is too long for its country or region',
  prefix: 'Choose a country or region',
};

const knownPrefixes = [...new Set(countries.flatMap((c) => (c.dialCode ? [c.dialCode] : [])))];

/** A phone checked against platform spec §9; a bad one is 422 naming `field` (phone_num by default). */
export function parsePhone(prefix: string, input: string, field = 'phone_num'): PhoneNumber {
  const check = checkPhone(prefix, input);
  if (check.problem) {
    const key = check.problem === 'prefix' ? 'phone_country_code' : field;
    throw AppError.validation({ [key]: [problems[check.problem]] });
  }
  return { prefix, national: check.national, e164: `${prefix}${check.national}` };
}

/** '+639171234567' split at the longest known country prefix, or null when no country uses its prefix. */
export function splitInternational(value: string): { prefix: string; rest: string } | null {
  const compact = value.replace(/[\s-]/g, '');
  if (!/^\+\d{5,16}$/.test(compact)) return null;
  const prefix = knownPrefixes.filter((p) => compact.startsWith(p)).sort((a, b) => b.length - a.length)[0];
  return prefix ? { prefix, rest: compact.slice(prefix.length) } : null;
}

/** Whether codes may be texted to this prefix: some country using it allows SMS (lib/countries). */
export function smsAllowedFor(prefix: string): boolean {
  return countries.some((c) => c.dialCode === prefix && c.smsAllowed);
}

/** Refuses a number whose country does not allow SMS (422 naming phone_country_code). */
export function assertSmsAllowed(phone: PhoneNumber): void {
  if (!smsAllowedFor(phone.prefix)) {
    throw AppError.validation({ phone_country_code: ['Text messages are not available for this country or region'] });
  }
}
