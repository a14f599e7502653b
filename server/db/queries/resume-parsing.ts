import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { files, resumeParses } from '../schema';

/**
 * Readings of attached resumes (`resume_parses`) and the `files` state that follows them: the
 * statements of server/domain/resume-import.ts and server/resume-parsing/task.ts, moved as
 * written (decision 0087).
 */

/** Starts a reading of the file (state analysing) and answers its id. */
export async function insertResumeParse(tx: Database, userId: number, fileId: number): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`insert into resume_parses (file_id, user_id) values (${fileId}, ${userId}) returning id`));
  return Number(row?.id);
}

export async function markFileAnalysing(tx: Database, fileId: number): Promise<void> {
  await tx.execute(sql`update files set sync_state = 'analysing' where id = ${fileId}`);
}

export interface OwnParseRow {
  id: number;
  file_id: number;
  state: string;
  failure: string | null;
  content: unknown;
}

/** The user's reading of one of their own live resumes; undefined otherwise. */
export async function findOwnParse(db: Database, userId: number, parseId: number): Promise<OwnParseRow | undefined> {
  const [row] = rowsOf<OwnParseRow>(
    await db.execute(sql`
      select p.id, p.file_id, p.state, p.failure, p.content from resume_parses p join files f on f.id = p.file_id
      where p.id = ${parseId} and p.user_id = ${userId} and f.user_id = ${userId} and f.deleted_at is null`),
  );
  return row;
}

/** The user's file says its contents were imported at `now`. */
export async function markResumeImported(tx: Database, userId: number, fileId: number, now: Date): Promise<void> {
  await tx.execute(sql`update files set imported_at = ${now.toISOString()}::timestamptz where id = ${fileId} and user_id = ${userId}`);
}

export interface ParseToReadRow {
  state: string;
  mime_type: string;
  storage_key: string;
  deleted: boolean;
}

/** What reading a parse needs of it and its file. */
export async function findParseToRead(db: Database, parseId: number): Promise<ParseToReadRow | undefined> {
  const [row] = rowsOf<ParseToReadRow>(
    await db.execute(sql`
      select p.state, f.mime_type, f.storage_key, f.deleted_at is not null as deleted
      from resume_parses p join files f on f.id = p.file_id where p.id = ${parseId}`),
  );
  return row;
}

/** How a reading ended: its content when completed, its failure otherwise. */
export type ParseEnd = { state: 'completed'; content: unknown } | { state: 'failed'; failure: string };

/** Ends a parse still analysing and answers its file's id; undefined when it had ended already. */
export async function finishParse(tx: Database, parseId: number, end: ParseEnd, now: Date): Promise<number | undefined> {
  const [done] = rowsOf<{ file_id: number }>(
    await tx.execute(sql`
        update resume_parses set state = ${end.state},
          content = ${end.state === 'completed' ? JSON.stringify(end.content) : null}::jsonb,
          failure = ${end.state === 'failed' ? end.failure : null}, finished_at = ${now.toISOString()}::timestamptz
        where id = ${parseId} and state = 'analysing' returning file_id`),
  );
  return done?.file_id;
}

/** The file's sync_state becomes `state` when this parse is its latest. */
export async function syncFileWithParse(tx: Database, fileId: number, parseId: number, state: string): Promise<void> {
  await tx.execute(sql`
      update files set sync_state = ${state}
      where id = ${fileId} and ${parseId} = (select max(id) from resume_parses where file_id = ${fileId})`);
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
