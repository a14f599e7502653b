import type { ResumeAnalysis } from '@/lib/schemas/aicv';
import { AiFailure, type AiProvider } from '../ai/provider';
import type { ResolvedSession } from '../auth/sessions';
import type { Database } from '../db/client';
import { type AnalysisRow, findJobRequirements, insertResumeAnalysis, latestResumeAnalysis } from '../db/queries/ai-writings';
import { AppError } from '../http/app-error';
import type { Logger } from '../logger';
import { claimAiUse, readAiCredits, releaseAiUse } from './ai-credits';
import { assertAiPreconditions, latestResumeReading, loadProfileForAi, profileAsText } from './ai-facts';
import { mayReachJob } from './job-visibility';
import { analyseProfile, type JobRequirements } from './resume-analysis';

/**
 * Resume analysis (platform spec §1, §8, §9; docs/decisions/0045): the seeker's profile, which
 * is the resume the platform generates, and what the newest read attached resume says, scored
 * out of 100, at most three a day.
 */

function toAnalysis(row: AnalysisRow): ResumeAnalysis {
  const result = row.result as Pick<ResumeAnalysis, 'reasons' | 'suggestions' | 'source' | 'job'>;
  return { id: row.id, score: row.score, created_at: row.createdAt.toISOString(), ...result };
}

async function findJob(db: Database, jobId: number, session: ResolvedSession | null): Promise<JobRequirements> {
  const job = await findJobRequirements(db, jobId);
  if (!job || !(await mayReachJob(db, job.verifiedOnly, session))) throw AppError.notFound('Job');
  return job;
}

/**
 * One analysis. The job first: one the seeker may not see is not found whatever their profile
 * (issue 30). A failed analysis gives its credit back; the writer's failure is its own code.
 */
export async function analyseResume(
  db: Database,
  platform: { ai: AiProvider; log: Logger },
  ask: { userId: number; jobId: number | null; session: ResolvedSession | null; now: Date; request: AbortSignal },
): Promise<ResumeAnalysis> {
  const { userId, now } = ask;
  const job = ask.jobId === null ? null : await findJob(db, ask.jobId, ask.session);
  const { profile, language } = await loadProfileForAi(db, userId);
  assertAiPreconditions(profile, 'analysis');
  await claimAiUse(db, userId, 'resume_analysis', now);
  let row: AnalysisRow;
  try {
    // The browser going away aborts the request; the language judgement stops with it.
    const controller = new AbortController();
    ask.request.addEventListener('abort', () => controller.abort(), { once: true });
    const resume = await latestResumeReading(db, userId);
    const judgement = await platform.ai.judgeLanguage({ language, text: profileAsText(profile) }, controller.signal);
    const analysis = analyseProfile(profile, { job, judgement, locale: language.intl, resume });
    const source = resume ? ('profile_and_resume' as const) : ('profile' as const);
    const result = { reasons: analysis.reasons, suggestions: analysis.suggestions, source, job: job ? { id: job.id, title: job.title } : null };
    row = await insertResumeAnalysis(db, { userId, jobId: job?.id ?? null, score: analysis.score, result, createdAt: now });
  } catch (error) {
    await releaseAiUse(db, userId, 'resume_analysis', { refund: true });
    if (error instanceof AiFailure) {
      platform.log.warn({ err: error, provider: platform.ai.name }, 'resume analysis failed');
      throw new AppError(error.code);
    }
    throw error;
  }
  await releaseAiUse(db, userId, 'resume_analysis', { refund: false });
  return toAnalysis(row);
}

/** The last analysis, if any, with today's credits. */
export async function latestAnalysis(db: Database, userId: number, now: Date) {
  const row = await latestResumeAnalysis(db, userId);
  return { analysis: row ? toAnalysis(row) : null, credits: await readAiCredits(db, userId, now) };
}
