import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';

/** The /jobseeker service. */
export function jobseekerRoutes(_services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  return routes;
}
