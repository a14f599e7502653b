import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';

/** Social login (OAuth 2.0 / OpenID Connect with PKCE). */
export function socialRoutes(_services: PlatformServices) {
  return new Hono<AppEnv>();
}
