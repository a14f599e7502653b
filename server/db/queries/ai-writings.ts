import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../client';
import { aiResumeAnalyses, aiWritings, jobs } from '../schema';

/**
 * What the AI writer keeps (decision 0045): the last career summary written for a seeker and
 * the resume analyses, in Drizzle's query builder, moved from the /aicv routes (decision 0087).
 */

/** The seeker's last written summary replaces the one before. */
export async function saveAiWriting(db: Database, row: typeof aiWritings.$inferInsert): Promise<void> {
  await db.insert(aiWritings).values(row).onConflictDoUpdate({ target: aiWritings.userId, set: row });
}

export async function findAiWriting(db: Database, userId: number): Promise<typeof aiWritings.$inferSelect | undefined> {
  const [writing] = await db.select().from(aiWritings).where(eq(aiWritings.userId, userId));
  return writing;
}

export type AnalysisRow = typeof aiResumeAnalyses.$inferSelect;

export async function insertResumeAnalysis(db: Database, values: typeof aiResumeAnalyses.$inferInsert): Promise<AnalysisRow> {
  const [row] = await db.insert(aiResumeAnalyses).values(values).returning();
  return row as AnalysisRow;
}

export async function latestResumeAnalysis(db: Database, userId: number): Promise<AnalysisRow | undefined> {
  const [row] = await db.select().from(aiResumeAnalyses).where(eq(aiResumeAnalyses.userId, userId)).orderBy(desc(aiResumeAnalyses.id)).limit(1);
  return row;
}

/** What an analysis matches a resume against, for a job that is not deleted. */
export async function findJobRequirements(db: Database, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title, skills: jobs.skills, requirements: jobs.requirements, verifiedOnly: jobs.verifiedOnly })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ne(jobs.status, 'deleted')));
  return job;
}
