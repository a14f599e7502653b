import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** POST /jobseeker/click/get-started-record (accounts). */
export function getStartedRecordRoutes() {
  return new Hono<AppEnv>();
}
