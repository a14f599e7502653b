import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { careerSummaryBodySchema, careerSummaryRewriteSchema, type SummaryStreamEvent } from '@/lib/schemas/aicv';
import { AiFailure } from '../../ai/provider';
import { releaseAiUse } from '../../domain/ai-credits';
import { acceptSummary, keepSummary, startSummary } from '../../domain/ai-writings';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * /aicv/ai_writing/career_summary (core spec §7 Other): POST writes, PUT rewrites
 * (rewrite_type), both streamed as server-sent events unless `stream` is false; PATCH with an
 * empty body accepts the last written summary into the profile. Refusals (preconditions,
 * the query limit) come before the stream, as ordinary answers.
 */
export function careerSummaryRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  const path = '/ai_writing/career_summary';

  const write = (rewrite: boolean) => async (c: Context<AppEnv>) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const now = c.get('now');
    const body = parseOrThrow(rewrite ? careerSummaryRewriteSchema : careerSummaryBodySchema, await readTarget(c, 'json'));
    const facts = await startSummary(db, userId, body, now);

    // The browser going away aborts the request; the writer (and any upstream call) stops with it.
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const keep = (text: string) => keepSummary(db, userId, { text, ask: body, now });
    const failureOf = async (error: unknown) => {
      const failure = error instanceof AiFailure ? error : new AiFailure(apiCode.aiUnavailable, 'The writer failed', { cause: error });
      c.get('log').warn({ err: error, provider: services.ai.name }, 'career summary failed');
      await releaseAiUse(db, userId, 'career_summary', { refund: true });
      return failure;
    };

    if (!body.stream) {
      let text = '';
      try {
        for await (const piece of services.ai.writeSummary(facts, body.rewrite_type, controller.signal)) text += piece;
        return ok(c, { summary: await keep(text) });
      } catch (error) {
        const failure = await failureOf(error);
        throw new AppError(failure.code);
      }
    }

    const response = streamSSE(c, async (stream) => {
      stream.onAbort(() => controller.abort());
      const send = (event: SummaryStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });
      let text = '';
      try {
        for await (const piece of services.ai.writeSummary(facts, body.rewrite_type, controller.signal)) {
          text += piece;
          await send({ type: 'text', text: piece });
        }
        if (controller.signal.aborted) return;
        await send({ type: 'done', summary: await keep(text) });
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = await failureOf(error);
        await send({ type: 'error', code: failure.code, message: new AppError(failure.code).message });
      }
    });
    // Nothing on the way (the web's proxy, a compressing middleware, nginx) may hold the pieces back.
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  };

  routes.post(path, requireUser(), write(false));
  routes.put(path, requireUser(), write(true));

  routes.patch(path, requireUser(), async (c) => {
    const body = (await readTarget(c, 'json')) as Record<string, unknown>;
    if (Object.keys(body).length > 0) throw AppError.validation({ _: ['Send an empty body'] });
    return ok(c, { summary: await acceptSummary(c.get('db'), c.get('userId'), c.get('now')) });
  });

  return routes;
}
