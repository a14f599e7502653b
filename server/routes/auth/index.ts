import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { codeLoginRoutes } from './code-login';
import { loginCodeRoutes } from './login-codes';
import { passwordLoginRoutes } from './password-login';
import { qrLoginRoutes } from './qr-login';
import { registerRoutes } from './register';
import { resetPasswordRoutes } from './reset-password';
import { sessionRoutes } from './session';
import { socialRoutes } from './social';

/** The /auth service: registration, password and code logins, password reset, sessions, social login. */
export function authRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.route('/', registerRoutes(services));
  routes.route('/', passwordLoginRoutes(services));
  routes.route('/', loginCodeRoutes(services));
  routes.route('/', codeLoginRoutes(services));
  routes.route('/', resetPasswordRoutes(services));
  routes.route('/', sessionRoutes(services));
  routes.route('/', socialRoutes(services));
  routes.route('/', qrLoginRoutes(services));
  return routes;
}
