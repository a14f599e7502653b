import { Hono } from 'hono';
import { registerBodySchema } from '@/lib/schemas/auth';
import { appContext } from '../../auth/request-facts';
import type { AppEnv } from '../../http/context';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { registerAccount } from '../auth/register';
import { verificationRoutes } from './verification';

/** The /data service: quick registration (quick apply) and email and phone verification. */
export function dataRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.post('/users/register', validate('json', registerBodySchema, 'body'), (c) =>
    registerAccount(appContext(c), services, c.get('body')),
  );
  routes.route('/', verificationRoutes(services));
  return routes;
}
