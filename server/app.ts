import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/client';
import { AppError } from './http/app-error';
import { authenticate } from './http/authenticate';
import type { AppEnv } from './http/context';
import { fail, ok } from './http/envelope';
import { declaredContentType } from './http/content-type';
import { bodyCap, safeUrl } from './http/input-guard';
import { closeEarlyAnswers } from './http/early-answer';
import { secureAnswers } from './http/answer-headers';
import { requestContext, requestLocale } from './http/request-context';
import type { Logger } from './logger';
import type { PlatformServices } from './platform-services';
import { academyRoutes } from './routes/academy';
import { aicvRoutes } from './routes/aicv';
import { authRoutes } from './routes/auth';
import { companyRoutes } from './routes/company';
import { configRoutes } from './routes/config';
import { dataRoutes } from './routes/data';
import { devRoutes } from './routes/dev';
import { devJobRoutes } from './routes/dev/jobs';
import { followedCompanyRoutes } from './routes/company/followed-companies';
import { eventRoutes } from './routes/event';
import { jobRoutes } from './routes/job';
import { jobseekerRoutes } from './routes/jobseeker';
import { newsRoutes } from './routes/news';
import { recommendRoutes } from './routes/recommend';
import { translationRoutes } from './routes/translations';
import { createChatHub, type ChatHub } from './chat/hub';
import { endChatOfEndedSessions, endChatOnLogout } from './chat/logout-hook';
import { recruiterAuthRoutes } from './routes/auth/recruiter-login';
import { chatRoutes } from './routes/chat';
import { interviewRoutes } from './routes/interviews';
import { blockedCompanyRoutes } from './routes/company/blacklist-companies';
import { notificationRoutes } from './routes/notifications';
import { recruiterJobRoutes } from './routes/job/recruiter-routes';
import { jobTrackingStatsRoutes } from './routes/job/tracking-stats';
import { devTrackingRoutes } from './routes/dev/tracking';
import { reportError } from './sentry';
import { pingDatabase } from './db/queries/maintenance';
import * as apiCode from '@/lib/schemas/api-codes';

export interface AppDependencies {
  db: Database;
  logger: Logger;
  /** What time it is; tests pin it to the seed's clock. Default: the system clock. */
  clock?: () => Date;
  services: PlatformServices;
  /** The chat's socket server (main.ts attaches it to the HTTP server); a detached one when absent. */
  chat?: ChatHub;
}

/**
 * The platform's HTTP API: one prefix per service (ARCHITECTURE), the `{code, message, data}`
 * envelope on every answer, including failures.
 */
export function createApp({ db, logger, clock = () => new Date(), services, chat = createChatHub({ db, logger, clock, limiter: services.limiter }) }: AppDependencies) {
  const app = new Hono<AppEnv>();

  // Outermost: they see every answer, the error handler's included (docs/decisions/0061).
  app.use('*', closeEarlyAnswers(), secureAnswers());
  app.use('*', requestContext(db, logger));
  app.use('*', bodyCap(), safeUrl(), declaredContentType());
  app.use('*', async (c, next) => {
    c.set('now', clock());
    await next();
  });

  app.get('/health', async (c) => {
    await pingDatabase(db);
    return ok(c, { status: 'ok' });
  });

  app.use('*', requestLocale());
  app.use('*', authenticate());
  app.route('/config', configRoutes());
  app.use('/auth/log-out', endChatOnLogout(chat));
  app.use('*', endChatOfEndedSessions(chat));
  app.route('/auth', recruiterAuthRoutes(services));
  app.route('/auth', authRoutes(services));
  app.route('/data', dataRoutes(services));
  app.route('/jobseeker', jobseekerRoutes(services));
  app.route('/dev', devRoutes(services));
  app.route('/dev', devTrackingRoutes(services));
  app.route('/dev', devJobRoutes(services));
  app.route('/job', recruiterJobRoutes(chat));
  app.route('/job', jobTrackingStatsRoutes());
  app.route('/job', jobRoutes(services));
  app.route('/company', blockedCompanyRoutes());
  app.route('/company', followedCompanyRoutes());
  app.route('/company', companyRoutes());
  app.route('/chat', chatRoutes(chat, services.storage));
  app.route('/interview', interviewRoutes(chat, services));
  app.route('/recommend', recommendRoutes());
  app.route('/academy', academyRoutes());
  app.route('/news', newsRoutes());
  app.route('/translations', translationRoutes(services));
  app.route('/notification', notificationRoutes());
  app.route('/event', eventRoutes(services, db));
  app.route('/aicv', aicvRoutes(services));

  app.notFound((c) => fail(c, AppError.notFound()));

  app.onError((error, c) => {
    if (error instanceof AppError) return fail(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = error.status === 401 ? apiCode.noCredentials : error.status === 403 ? apiCode.noPermission : error.status === 404 ? apiCode.notFound : apiCode.validationFailed;
      return fail(c, new AppError(code));
    }
    c.get('log').error({ err: error }, 'unhandled error');
    reportError(error, { requestId: c.get('requestId'), path: c.req.path });
    return fail(c, new AppError(apiCode.serverError));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
