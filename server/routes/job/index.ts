import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { applicationRoutes } from './applications';
import { detailRoutes } from './detail';
import { externalJobRoutes } from './external-jobs';
import { fitRoutes } from './fit';
import { jobAlertRoutes } from './job-alerts';
import { metricsRoutes } from './metrics';
import { reportRoutes } from './reports';
import { salaryInsightRoutes } from './salary-insight';
import { savedJobRoutes } from './saved-jobs';
import { searchRoutes } from './search';
import { sitemapRoutes } from './sitemap';
import { viewRoutes } from './views';

/** The job service; fixed paths first, so /search is never read as a job id. */
export function jobRoutes(services: Pick<PlatformServices, 'limiter' | 'trustedProxyHops'>) {
  return new Hono<AppEnv>()
    .route('/', searchRoutes())
    .route('/', metricsRoutes(services))
    .route('/', reportRoutes())
    .route('/', viewRoutes(services))
    .route('/', sitemapRoutes())
    .route('/', applicationRoutes())
    .route('/', savedJobRoutes())
    .route('/', externalJobRoutes())
    .route('/', jobAlertRoutes())
    .route('/', fitRoutes())
    .route('/', salaryInsightRoutes())
    .route('/', detailRoutes());
}
