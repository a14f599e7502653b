import { Hono } from 'hono';
import { devMailboxQuerySchema } from '@/lib/schemas/auth';
import { devMailbox } from '../../domain/dev-surfaces';
import type { AppEnv } from '../../http/context';
import { devOnly } from '../../http/dev-only';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * Development only: GET /dev/mailbox?to=&limit= answers the newest outbox messages (codes and
 * links included: that is its purpose) for the web's development mailbox page. Every /dev path
 * is behind `devOnly` (server/http/dev-only.ts): a 404 outside a local run, and to anyone but a
 * loopback caller that no proxy forwarded.
 */
export function devRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .use('*', devOnly(services.devSurfaces))
    .get('/mailbox', validate('query', devMailboxQuerySchema, 'query'), async (c) => ok(c, await devMailbox(c.get('db'), c.get('query'))));
}
