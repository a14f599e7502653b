import { Hono } from 'hono';
import { and, desc, eq, ne } from 'drizzle-orm';
import { type ResumeAnalysis, resumeAnalysisBodySchema } from '@/lib/schemas/aicv';
import { AiFailure } from '../../ai/provider';
import type { Database } from '../../db/client';
import { aiResumeAnalyses, jobs } from '../../db/schema';
import { mayReachJob } from '../../domain/job-visibility';
import type { ResolvedSession } from '../../auth/sessions';
import { claimAiUse, readAiCredits, releaseAiUse } from '../../domain/ai-credits';
import { assertAiPreconditions, latestResumeReading, loadProfileForAi, profileAsText } from '../../domain/ai-facts';
import { analyseProfile, type JobRequirements } from '../../domain/resume-analysis';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { parseOrThrow, readTarget } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

type AnalysisRow = typeof aiResumeAnalyses.$inferSelect;

function toAnalysis(row: AnalysisRow): ResumeAnalysis {
  const result = row.result as Pick<ResumeAnalysis, 'reasons' | 'suggestions' | 'source' | 'job'>;
  return { id: row.id, score: row.score, created_at: row.createdAt.toISOString(), ...result };
}

async function findJob(db: Database, jobId: number, session: ResolvedSession | null): Promise<JobRequirements> {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, skills: jobs.skills, requirements: jobs.requirements, verifiedOnly: jobs.verifiedOnly })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'deleted')));
  if (!job || !(await mayReachJob(db, job.verifiedOnly, session))) throw AppError.notFound('Job');
  return job;
}

/**
 * Resume analysis (platform spec §1, §8, §9): POST /aicv/resume_analysis scores the seeker's
 * resume out of 100, GET …/latest answers the last one with today's credits, GET /aicv/credits
 * the credits alone. It reads the profile, which is the resume the platform generates, and what
 * the newest read attached resume says (docs/decisions/0045).
 */
export function resumeAnalysisRoutes(services: PlatformServices) {
  const routes = new Hono<AppEnv>();

  routes.post('/resume_analysis', requireUser(), async (c) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const now = c.get('now');
    const body = parseOrThrow(resumeAnalysisBodySchema, await readTarget(c, 'json'));
    // The job first: one the seeker may not see is not found whatever their profile (issue 30).
    const job = body.job_id === null ? null : await findJob(db, body.job_id, c.get('session'));
    const { profile, language } = await loadProfileForAi(db, userId);
    assertAiPreconditions(profile, 'analysis');
    await claimAiUse(db, userId, 'resume_analysis', now);
    let row: AnalysisRow;
    try {
      const controller = new AbortController();
      c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      const resume = await latestResumeReading(db, userId);
      const judgement = await services.ai.judgeLanguage({ language, text: profileAsText(profile) }, controller.signal);
      const analysis = analyseProfile(profile, { job, judgement, locale: language.intl, resume });
      const source = resume ? ('profile_and_resume' as const) : ('profile' as const);
      const result = { reasons: analysis.reasons, suggestions: analysis.suggestions, source, job: job ? { id: job.id, title: job.title } : null };
      [row] = (await db.insert(aiResumeAnalyses).values({ userId, jobId: job?.id ?? null, score: analysis.score, result, createdAt: now }).returning()) as [AnalysisRow];
    } catch (error) {
      await releaseAiUse(db, userId, 'resume_analysis', { refund: true });
      if (error instanceof AiFailure) {
        c.get('log').warn({ err: error, provider: services.ai.name }, 'resume analysis failed');
        throw new AppError(error.code);
      }
      throw error;
    }
    await releaseAiUse(db, userId, 'resume_analysis', { refund: false });
    return ok(c, toAnalysis(row));
  });

  routes.get('/resume_analysis/latest', requireUser(), async (c) => {
    const db = c.get('db');
    const userId = c.get('userId');
    const [row] = await db.select().from(aiResumeAnalyses).where(eq(aiResumeAnalyses.userId, userId)).orderBy(desc(aiResumeAnalyses.id)).limit(1);
    return ok(c, { analysis: row ? toAnalysis(row) : null, credits: await readAiCredits(db, userId, c.get('now')) });
  });

  routes.get('/credits', requireUser(), async (c) => ok(c, await readAiCredits(c.get('db'), c.get('userId'), c.get('now'))));

  return routes;
}
