import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import type { AppEnv } from './http/context';
import { fail, ok } from './http/envelope';
import { requestContext, requestLocale } from './http/request-context';
import type { Logger } from './logger';
import { configRoutes } from './routes/config';
import { eventRoutes } from './routes/event';
import { jobRoutes } from './routes/job';
import { reportError } from './sentry';
import { sql } from 'drizzle-orm';

export interface AppDependencies {
  db: Database;
  logger: Logger;
}

/**
 * The platform's HTTP API: one prefix per service (ARCHITECTURE), the `{code, message, data}`
 * envelope on every answer, including failures.
 */
export function createApp({ db, logger }: AppDependencies) {
  const app = new Hono<AppEnv>();

  app.use('*', requestContext(db, logger));

  app.get('/health', async (c) => {
    await db.execute(sql`select 1`);
    return ok(c, { status: 'ok' });
  });

  app.use('*', requestLocale());
  app.route('/config', configRoutes());
  app.route('/job', jobRoutes());
  app.route('/event', eventRoutes());

  app.notFound((c) => fail(c, AppError.notFound()));

  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 401 ? 40003 : error.status === 403 ? 40005 : error.status === 404 ? 40004 : 40001;
      return fail(c, new AppError(code));
    }
    c.get('log').error({ err: error }, 'unhandled error');
    reportError(error, { requestId: c.get('requestId'), path: c.req.path });
    return fail(c, new AppError(50001));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
