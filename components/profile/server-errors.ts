import type { Refusal } from '@/components/forms/use-schema-form';
import { ruleKeyOf } from '@/lib/schemas/jobseeker-constants';
import { ApiError } from '@/services/api-error';
import type { TranslateRule } from './use-rule-message';
import { emailTaken } from '@/lib/schemas/api-codes/account';
import { avatarUploadLimit } from '@/lib/schemas/api-codes/ai';
import { lastPreference, onSitePreferenceLimit, remotePreferenceLimit } from '@/lib/schemas/api-codes/resumes';

/** Codes of platform spec §8 a profile form explains in its own words (ProfileErrors.code<N>). */
export const explainedCodes = [emailTaken, remotePreferenceLimit, onSitePreferenceLimit, lastPreference, avatarUploadLimit] as const;

export interface ServerProblem {
  /** The platform found a duplicate and asks to confirm (field confirm_duplicate). */
  duplicate: boolean;
  /** A message for the whole form when no field took it, or a code of its own. */
  alert: 'code41001' | 'code41262' | 'code41263' | 'code41341' | 'code41292' | null;
}

/**
 * A failed save → errors on the fields the platform named (in the reader's language, by rule),
 * the duplicate question, or a code the form explains. `prefix` places a nested form's fields.
 */
export function profileRefusals(error: unknown, translate: TranslateRule, prefix = ''): Refusal<ServerProblem>[] {
  if (!(error instanceof ApiError)) return [];
  const code = explainedCodes.find((known) => known === error.code);
  const refusals: Refusal<ServerProblem>[] = [];
  let duplicate = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (field === 'confirm_duplicate') {
      duplicate = true;
      continue;
    }
    const message = messages[0];
    if (message) refusals.push({ field: `${prefix}${field}`, message: translate(ruleKeyOf({ message })) });
  }
  const alert = code ? (`code${code}` as ServerProblem['alert']) : null;
  if (duplicate || alert) refusals.push({ form: { duplicate, alert } });
  return refusals;
}
