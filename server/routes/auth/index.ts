import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { socialRoutes } from './social';

/** The /auth service. */
export function authRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.route('/', socialRoutes(services));
  return routes;
}
