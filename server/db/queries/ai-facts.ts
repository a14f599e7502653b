import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { files, refItems, resumeParses } from '../schema';

/**
 * What the AI features read beside the seeker's profile (reference items' labels and bounds, the
 * newest resume reading), moved from server/domain/ai-facts.ts (issue 34).
 */

/** The labels of a degree (reference list `degrees`). */
export async function degreeLabels(db: Database, degreeId: number) {
  const [row] = await db
    .select({ labels: refItems.labels })
    .from(refItems)
    .where(and(eq(refItems.list, 'degrees'), inArray(refItems.id, [degreeId])));
  return row?.labels;
}

/** What an experience level holds beside its labels (its `minYears` and `maxYears`; reference list `xp_lvls`). */
export async function experienceLevelExtra(db: Database, levelId: number) {
  const [row] = await db
    .select({ extra: refItems.extra })
    .from(refItems)
    .where(and(eq(refItems.list, 'xp_lvls'), eq(refItems.id, levelId)));
  return row?.extra;
}

/** The content of the newest completed reading of one of the seeker's live (not deleted) resume files, unparsed. */
export async function latestResumeParseContent(db: Database, userId: number) {
  const [row] = await db
    .select({ content: resumeParses.content })
    .from(resumeParses)
    .innerJoin(files, eq(files.id, resumeParses.fileId))
    .where(and(eq(resumeParses.userId, userId), eq(files.userId, userId), isNull(files.deletedAt), eq(resumeParses.state, 'completed')))
    .orderBy(desc(resumeParses.id))
    .limit(1);
  return row?.content;
}
