import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { getStartedRecordRoutes } from './get-started-record';

/** The /jobseeker service: the profile and its parts, and the get-started funnel record. */
export function jobseekerRoutes(_services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.route('/', getStartedRecordRoutes());
  return routes;
}
