import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';

/** Development only: GET /dev/mailbox reads the outbox; a 404 when `devMailbox` is off. */
export function devRoutes(_services: PlatformServices) {
  return new Hono<AppEnv>();
}
