import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { PlatformServices } from '../../platform-services';
import { careerSummaryRoutes } from './career-summary';
import { resumeAnalysisRoutes } from './resume-analysis';

/** The /aicv service: AI career summary writing and resume analysis (docs/decisions/0045). */
export function aicvRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();
  routes.route('/', careerSummaryRoutes(services));
  routes.route('/', resumeAnalysisRoutes(services));
  return routes;
}
