import type { careerSummaryBodySchema } from '@/lib/schemas/aicv';
import { AiFailure } from '../ai/provider';
import type { Database } from '../db/client';
import { setUserColumns } from '../db/queries/accounts';
import { findAiWriting, saveAiWriting } from '../db/queries/ai-writings';
import { AppError } from '../http/app-error';
import { claimAiUse } from './ai-credits';
import { assertAiPreconditions, loadProfileForAi, summaryFacts } from './ai-facts';
import * as apiCode from '@/lib/schemas/api-codes';

/** The profile summary holds at most 4,000 characters (lib/schemas/jobseeker). */
const summaryMax = 4000;

type Ask = Pick<ReturnType<typeof careerSummaryBodySchema.parse>, 'job_preference_id' | 'rewrite_type'>;

/**
 * Before a career summary is written (core spec §7 Other): the profile must allow it and a query
 * is claimed from the seeker's limit, so refusals come before the stream as ordinary answers.
 * Answers the facts the writer is given.
 */
export async function startSummary(db: Database, userId: number, ask: Ask, now: Date) {
  const { profile, language } = await loadProfileForAi(db, userId);
  assertAiPreconditions(profile, 'writing');
  const facts = await summaryFacts(db, profile, language, ask.job_preference_id, now);
  await claimAiUse(db, userId, 'career_summary', now);
  return facts;
}

/** Keeps what the writer wrote, trimmed to what the profile holds; nothing written is a failure. */
export async function keepSummary(db: Database, userId: number, written: { text: string; ask: Ask; now: Date }): Promise<string> {
  const summary = written.text.trim().slice(0, summaryMax);
  if (summary === '') throw new AiFailure(apiCode.aiUnavailable, 'The writer wrote nothing');
  const { ask } = written;
  await saveAiWriting(db, { userId, text: summary, jobPreferenceId: ask.job_preference_id, rewriteType: ask.rewrite_type, createdAt: written.now });
  return summary;
}

/** PATCH …/career_summary: the last written summary becomes the profile's. */
export async function acceptSummary(db: Database, userId: number, now: Date): Promise<string> {
  const writing = await findAiWriting(db, userId);
  if (!writing) throw AppError.notFound('Written summary');
  await setUserColumns(db, userId, { summary: writing.text, updatedAt: now });
  return writing.text;
}
