import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { aiUsage } from '../schema';

/**
 * The uses of the AI features (`ai_usage`, one row per user and feature; docs/decisions/0045),
 * moved from server/domain/ai-credits.ts (issue 34). The caller's rule says when a period lapses
 * and how many uses it holds.
 */

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface AiUseClaim {
  userId: number;
  feature: string;
  /** The uses a period holds. */
  limit: number;
  /** A period that started before this has lapsed: the use starts a fresh one at `freshStart`. */
  lapsedBefore: Date;
  freshStart: Date;
  /** An analysis is marked running from `now`, and refused while another run started at or after `staleBefore`. */
  marksRunning: boolean;
  now: Date;
  staleBefore: Date;
}

/**
 * Claims one use in one conditional upsert, so parallel claims of the last use get one between
 * them; false when the period's uses are spent (or an analysis runs).
 */
export async function claimAiUseRow(db: Database, claim: AiUseClaim): Promise<boolean> {
  const { marksRunning, now } = claim;
  const lapsed = sql`${aiUsage.periodStart} < ${iso(claim.lapsedBefore)}`;
  const idle = sql`(${aiUsage.runningSince} is null or ${aiUsage.runningSince} < ${iso(claim.staleBefore)})`;
  const claimed = await db
    .insert(aiUsage)
    .values({ userId: claim.userId, feature: claim.feature, periodStart: claim.freshStart, used: 1, runningSince: marksRunning ? now : null })
    .onConflictDoUpdate({
      target: [aiUsage.userId, aiUsage.feature],
      set: {
        used: sql`case when ${lapsed} then 1 else ${aiUsage.used} + 1 end`,
        periodStart: sql`case when ${lapsed} then ${iso(claim.freshStart)} else ${aiUsage.periodStart} end`,
        runningSince: marksRunning ? sql`${iso(now)}` : sql`${aiUsage.runningSince}`,
      },
      setWhere: marksRunning ? sql`(${lapsed} or ${aiUsage.used} < ${claim.limit}) and ${idle}` : sql`${lapsed} or ${aiUsage.used} < ${claim.limit}`,
    })
    .returning({ used: aiUsage.used });
  return claimed.length > 0;
}

/** The user's usage row of one feature. */
export async function aiUsageOf(db: Database, userId: number, feature: string) {
  const [row] = await db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.feature, feature)));
  return row;
}

/** Ends a feature's run; with `refund` its use is given back. */
export async function endAiRun(db: Database, userId: number, feature: string, refund: boolean): Promise<void> {
  await db
    .update(aiUsage)
    .set({ runningSince: null, ...(refund ? { used: sql`greatest(${aiUsage.used} - 1, 0)` } : {}) })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.feature, feature)));
}

/** The user's usage rows, one per feature used. */
export function aiUsageRows(db: Database, userId: number) {
  return db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
}
