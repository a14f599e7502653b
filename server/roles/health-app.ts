import { pingDatabase } from '../db/queries/maintenance';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import { fail, ok } from '../http/envelope';
import type { PlatformRole } from './roles';
import * as apiCode from '@/lib/schemas/api-codes';

/**
 * The HTTP side of a process without the api role: /health (with its roles) for the balancer
 * and the cluster script; socket.io serves its own path on the same server. Anything else: 404.
 */
export function healthOnlyApp(db: Database, roles: readonly PlatformRole[]) {
  const app = new Hono();
  app.get('/health', async (c) => {
    await pingDatabase(db);
    return ok(c, { status: 'ok', roles });
  });
  app.notFound((c) => fail(c, AppError.notFound()));
  app.onError((_error, c) => fail(c, new AppError(apiCode.serverError)));
  return app;
}
