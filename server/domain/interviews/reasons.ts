import { type InterviewReason, interviewLimits, interviewRuleMessages } from '@/lib/schemas/interview-constants';
import { invalidField, type Refusal } from './refusal';

export interface ReasonInput {
  reason: InterviewReason;
  text?: string | null;
}

/**
 * A reject or cancel reason (platform spec §4): time conflict, found another job, or other,
 * which needs a few words. The text of the other two is kept when given. A refusal names the
 * field `reason_text` as the request schema does.
 */
export function checkReason(input: ReasonInput): { reason: InterviewReason; text: string | null } | Refusal {
  const text = input.text?.trim() || null;
  if (input.reason === 'other' && !text) return invalidField('reason_text', interviewRuleMessages.reasonTextRequired);
  if (text && text.length > interviewLimits.reasonText) {
    return invalidField('reason_text', interviewRuleMessages.textTooLong.replace('{max}', String(interviewLimits.reasonText)));
  }
  return { reason: input.reason, text };
}

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
