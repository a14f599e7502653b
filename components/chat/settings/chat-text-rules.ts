import { type ChatTextProblem, chatTextProblemMessages, greetingTextProblem, phraseTextProblem } from '@/lib/chat-text-rules';
import { chatLimits } from '@/lib/chat-limits';
import { ApiError } from '@/services/api-error';
import { tooManyAttempts, validationFailed } from '@/lib/schemas/api-codes/generic';

export type ChatTextKind = 'phrases' | 'greetings';

export const kindRules = {
  phrases: { max: chatLimits.phrasesInSettings, maxLength: chatLimits.phraseText, problem: phraseTextProblem },
  greetings: { max: chatLimits.greetings, maxLength: chatLimits.greetingText, problem: greetingTextProblem },
} as const;

export type TextProblem = { key: 'required' } | { key: 'tooLong'; max: number } | { key: ChatTextProblem };

/** The same rules the platform applies (lib/chat-text-rules.ts, lib/schemas/chat.ts), as a problem key. */
export function textProblem(kind: ChatTextKind, raw: string): TextProblem | null {
  const text = raw.trim();
  const rules = kindRules[kind];
  if (!text) return { key: 'required' };
  if (text.length > rules.maxLength) return { key: 'tooLong', max: rules.maxLength };
  const found = rules.problem(text);
  return found ? { key: found } : null;
}

const problemByMessage = new Map(Object.entries(chatTextProblemMessages).map(([key, message]) => [message, key as ChatTextProblem]));

/** A refusal from the platform: its field error read back as a problem key when it is one of ours. */
export function refusalKey(error: unknown): { problem?: TextProblem; notice?: 'invalid' | 'limit' | 'tooMany' | 'notFound' | 'generic' } {
  if (!(error instanceof ApiError)) return { notice: 'generic' };
  const message = error.fieldErrors.text?.[0];
  const problem = message ? problemByMessage.get(message) : undefined;
  if (problem) return { problem: { key: problem } };
  if (error.code === tooManyAttempts || error.status === 429) return { notice: 'tooMany' };
  if (error.status === 404) return { notice: 'notFound' };
  if (error.status === 409) return { notice: 'limit' };
  if (error.status === 422 || error.code === validationFailed) return { notice: 'invalid' };
  return { notice: 'generic' };
}
