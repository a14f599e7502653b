import type { Database } from '../db/client';
import { aiUsageOf, aiUsageRows, claimAiUseRow, endAiRun } from '../db/queries/ai-credits';
import { AppError } from '../http/app-error';
import * as apiCode from '@/lib/schemas/api-codes';
import { dayjs } from '@/lib/dayjs';

/**
 * AI credits (platform spec §8, §9; docs/decisions/0045). Resume analyses: 3 per credit day,
 * the day turning at 00:01 GMT+8. Summary writing: the AICV query limit, 20 queries in a
 * rolling 24 hours (41275 with its retry). A use is claimed by one conditional upsert, so ten
 * parallel requests with one use left get one use and nine refusals on PGlite and PostgreSQL.
 */
export type AiFeature = 'resume_analysis' | 'career_summary';

export const analysesPerDay = 3;
export const summaryQueriesPerWindow = 20;
/** 00:01 GMT+8 is 16:01 UTC of the day before: the credit day is the UTC day 7 h 59 min later. */
const creditDayOffset = dayjs.duration({ hours: 7, minutes: 59 });
/** An analysis that has run this long is taken to have died with its process. */
export const runningStaleAfterMs = 2 * 60 * 1000;

/** When the credit day holding `now` began: the latest 00:01 GMT+8 at or before it. */
export function creditDayStart(now: Date): Date {
  return dayjs.utc(now).add(creditDayOffset).startOf('day').subtract(creditDayOffset).toDate();
}

/** When today's credits refresh: the next 00:01 GMT+8. */
export function nextCreditRefresh(now: Date): Date {
  return dayjs.utc(creditDayStart(now)).add(1, 'day').toDate();
}

interface Rule {
  limit: number;
  /** A period that started before this has lapsed. */
  lapsedBefore: Date;
  /** Where a fresh period starts. */
  freshStart: Date;
  /** When a spent period gives its uses back, from its start. */
  refreshAt(periodStart: Date): Date;
}

function ruleOf(feature: AiFeature, now: Date): Rule {
  if (feature === 'resume_analysis') {
    const start = creditDayStart(now);
    return { limit: analysesPerDay, lapsedBefore: start, freshStart: start, refreshAt: () => nextCreditRefresh(now) };
  }
  return {
    limit: summaryQueriesPerWindow,
    // A window started exactly 24 hours ago has lapsed.
    lapsedBefore: dayjs.utc(now).subtract(1, 'day').add(1, 'ms').toDate(),
    freshStart: now,
    refreshAt: (periodStart) => dayjs.utc(periodStart).add(1, 'day').toDate(),
  };
}

/**
 * Spends one use of `feature`, or throws what refuses it: 41313 while an analysis runs, 41317
 * (ai_resume_analysis_limited) when today's analyses are spent, 41275 when the summary query
 * limit is reached; each with `retry_after` in seconds.
 */
export async function claimAiUse(db: Database, userId: number, feature: AiFeature, now: Date): Promise<void> {
  const rule = ruleOf(feature, now);
  const marksRunning = feature === 'resume_analysis';
  const claimed = await claimAiUseRow(db, {
    userId,
    feature,
    limit: rule.limit,
    lapsedBefore: rule.lapsedBefore,
    freshStart: rule.freshStart,
    marksRunning,
    now,
    staleBefore: new Date(now.getTime() - runningStaleAfterMs),
  });
  if (claimed) return;
  const row = await aiUsageOf(db, userId, feature);
  if (row?.runningSince && now.getTime() - row.runningSince.getTime() < runningStaleAfterMs && marksRunning) {
    throw new AppError(apiCode.analysisRunning, { data: { retry_after: Math.ceil((row.runningSince.getTime() + runningStaleAfterMs - now.getTime()) / 1000) } });
  }
  const refresh = rule.refreshAt(row?.periodStart ?? now);
  const retryAfter = Math.max(1, Math.ceil((refresh.getTime() - now.getTime()) / 1000));
  if (feature === 'resume_analysis') {
    throw new AppError(apiCode.outOfCreditToday, {
      message: `Limited to ${analysesPerDay} uses per day`,
      data: { reason: 'ai_resume_analysis_limited', limit: analysesPerDay, retry_after: retryAfter, refreshes_at: refresh.toISOString() },
    });
  }
  throw new AppError(apiCode.aiCvLimitReached, { data: { limit: summaryQueriesPerWindow, retry_after: retryAfter, refreshes_at: refresh.toISOString() } });
}

/** Ends an analysis run; a run that failed on the provider's side gives its use back. */
export async function releaseAiUse(db: Database, userId: number, feature: AiFeature, { refund }: { refund: boolean }): Promise<void> {
  await endAiRun(db, userId, feature, refund);
}

export interface FeatureCredits {
  limit: number;
  used: number;
  remaining: number;
  refreshes_at: string;
  running: boolean;
}

/** What each feature has left now, and when it refreshes. */
export async function readAiCredits(db: Database, userId: number, now: Date): Promise<Record<AiFeature, FeatureCredits>> {
  const rows = await aiUsageRows(db, userId);
  const of = (feature: AiFeature): FeatureCredits => {
    const rule = ruleOf(feature, now);
    const row = rows.find((candidate) => candidate.feature === feature);
    const live = row && row.periodStart >= rule.lapsedBefore;
    const used = live ? row.used : 0;
    const refresh = live ? rule.refreshAt(row.periodStart) : feature === 'resume_analysis' ? nextCreditRefresh(now) : dayjs.utc(now).add(1, 'day').toDate();
    return {
      limit: rule.limit,
      used,
      remaining: Math.max(0, rule.limit - used),
      refreshes_at: refresh.toISOString(),
      running: Boolean(row?.runningSince && now.getTime() - row.runningSince.getTime() < runningStaleAfterMs),
    };
  };
  return { resume_analysis: of('resume_analysis'), career_summary: of('career_summary') };
}
