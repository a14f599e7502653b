import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';

/** The /auth service. */
export function authRoutes(_services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  return routes;
}
