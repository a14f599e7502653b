import type { MiddlewareHandler } from 'hono';
import { jsonAnswerHeaders } from '@/lib/json-answer-headers';
import type { AppEnv } from './context';

/**
 * Headers every platform answer carries unless its route chose its own (files set a sandboxing
 * policy of their own): the answer is never sniffed as another type, never framed, and if a
 * browser ever renders one as a document, it loads and runs nothing (issue 30, item 12). The
 * web's `/api` rewrite passes them on to the browser.
 *
 * Nor is it stored, unless the route says it may be (a job's detail, salary insight, images):
 * a browser going Back reloads the page but answers the requests the page makes while loading
 * from its HTTP cache, however old, so a chat opened again showed the detail fetched when it was
 * first opened, "both replied" false, and its buttons stayed disabled (issue 31, decision 0080).
 * Only `no-store` keeps an answer out of that cache.
 */
export const answerHeaders = { ...jsonAnswerHeaders, 'Cache-Control': 'private, no-store' } as const;

export function secureAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(answerHeaders)) {
      if (!c.res.headers.has(name)) c.header(name, value);
    }
  };
}
