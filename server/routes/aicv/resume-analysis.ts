import { Hono } from 'hono';
import { resumeAnalysisBodySchema } from '@/lib/schemas/aicv';
import { readAiCredits } from '../../domain/ai-credits';
import { analyseResume, latestAnalysis } from '../../domain/ai-resume-analyses';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

/**
 * Resume analysis (platform spec §1, §8, §9): POST /aicv/resume_analysis scores the seeker's
 * resume out of 100, GET …/latest answers the last one with today's credits, GET /aicv/credits
 * the credits alone. It reads the profile, which is the resume the platform generates, and what
 * the newest read attached resume says (docs/decisions/0045).
 */
export function resumeAnalysisRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();

  routes.post('/resume_analysis', requireUser(), async (c) => {
    const body = parseOrThrow(resumeAnalysisBodySchema, await readTarget(c, 'json'));
    const ask = { userId: c.get('userId'), jobId: body.job_id, session: c.get('session'), now: c.get('now'), request: c.req.raw.signal };
    return ok(c, await analyseResume(c.get('db'), { ai: services.ai, log: c.get('log') }, ask));
  });

  routes.get('/resume_analysis/latest', requireUser(), async (c) => ok(c, await latestAnalysis(c.get('db'), c.get('userId'), c.get('now'))));

  routes.get('/credits', requireUser(), async (c) => ok(c, await readAiCredits(c.get('db'), c.get('userId'), c.get('now'))));

  return routes;
}
