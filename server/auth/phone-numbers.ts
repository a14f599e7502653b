import { countries } from '@/lib/countries';
import { checkPhone, type PhoneProblem } from '@/lib/phone';

export { splitInternational } from '@/lib/phone';
import { AppError } from '../http/app-error';
import { fieldReason } from '@/lib/schemas/field-reasons';

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

/** A phone checked against platform spec §9; a bad one is 422 naming `field` (phone_num by default). */
export function parsePhone(prefix: string, input: string, field = 'phone_num'): PhoneNumber {
  const check = checkPhone(prefix, input);
  if (check.problem) {
    const key = check.problem === 'prefix' ? 'phone_country_code' : field;
    throw AppError.validation({ [key]: [problems[check.problem]] });
  }
  return { prefix, national: check.national, e164: `${prefix}${check.national}` };
}

/** Whether codes may be texted to this prefix: some country using it allows SMS (lib/countries). */
export function smsAllowedFor(prefix: string): boolean {
  return countries.some((c) => c.dialCode === prefix && c.smsAllowed);
}

/** Refuses a number whose country does not allow SMS (422 naming phone_country_code). */
export function assertSmsAllowed(phone: PhoneNumber): void {
  if (!smsAllowedFor(phone.prefix)) {
    throw AppError.validation(
      { phone_country_code: ['Text messages are not available for this country or region'] },
      { phone_country_code: fieldReason.unsupported },
    );
  }
}
