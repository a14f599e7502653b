import type { MiddlewareHandler } from 'hono';
import { jsonAnswerHeaders } from '@/lib/json-answer-headers';
import type { AppEnv } from './context';

/**
 * Headers every platform answer carries unless its route chose its own (files set a sandboxing
 * policy of their own): the answer is never sniffed as another type, never framed, and if a
 * browser ever renders one as a document, it loads and runs nothing (issue 30, item 12). The
 * web's `/api` rewrite passes them on to the browser.
 */
export const answerHeaders = jsonAnswerHeaders;

export function secureAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(answerHeaders)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  };
}
