import type { ResumeContent } from '@/lib/schemas/resume-parsing';
import { resumeFormatOf } from '@/lib/resume-rules';
import type { Database } from '../db/client';
import { findParseToRead, finishParse, syncFileWithParse } from '../db/queries/resume-parsing';
import { PermanentTaskFailure } from '../jobs/queue';
import type { TaskHandler } from '../jobs/runner';
import { runLimited, WorkLimitError } from '../isolation/limited-work';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/files';

/** The background task that reads one resume (server/jobs): payload `{ parse_id }`. */
export const resumeParseTaskKind = 'resume.parse';

type Outcome = { state: 'completed'; content: ResumeContent } | { state: 'failed'; failure: 'unreadable' | 'no_text' | 'error' };

/**
 * Ends a reading once: only a parse still analysing changes (a task handed out again after its
 * runner died finds it done), and the file's sync_state follows its latest parse.
 */
async function finish(db: Database, parseId: number, outcome: Outcome, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const fileId = await finishParse(tx, parseId, outcome, now);
    if (fileId === undefined) return;
    await syncFileWithParse(tx, fileId, parseId, outcome.state);
  });
}

/** A reading gets this long in its limited worker (server/isolation); a real resume takes well under a second. */
export const resumeReadLimits = { timeMs: 30_000 };

/**
 * Reads the resume of a parse, in a limited worker, and stores what it found. A file that does
 * not open, holds no text, or meets a limit of the worker (time, memory, unpacked size) ends
 * failed at once (reading it again gives the same answer; a limit also fails the task for good,
 * with its reason); any other failure is thrown for the runner to retry, and the last attempt
 * ends failed so the page never waits forever.
 */
export async function runResumeParse(
  db: Database,
  storage: FileStorage,
  parseId: number,
  options: { now: Date; lastAttempt: boolean; logger?: Logger },
): Promise<void> {
  const row = await findParseToRead(db, parseId);
  if (row?.state !== 'analysing') return;
  if (row.deleted) return finish(db, parseId, { state: 'failed', failure: 'unreadable' }, options.now);
  try {
    const bytes = await storage.get(row.storage_key);
    if (!bytes) return finish(db, parseId, { state: 'failed', failure: 'unreadable' }, options.now);
    const outcome = await runLimited('resume-read', { bytes, type: resumeFormatOf(row.mime_type) }, resumeReadLimits);
    if (outcome.state === 'failed') options.logger?.info({ parse: parseId, reason: outcome.reason }, 'resume not readable');
    await finish(db, parseId, outcome.state === 'completed' ? outcome : { state: 'failed', failure: outcome.failure }, options.now);
  } catch (error) {
    if (error instanceof WorkLimitError) {
      await finish(db, parseId, { state: 'failed', failure: 'unreadable' }, options.now);
      throw new PermanentTaskFailure(`resume reading stopped by its ${error.limit} limit: ${error.message}`);
    }
    if (options.lastAttempt) await finish(db, parseId, { state: 'failed', failure: 'error' }, options.now);
    throw error;
  }
}

/** Needs the file store, so main.ts builds it with the process's services, like the alert digests. */
export function resumeParseTaskHandlers(services: { storage: FileStorage }): Record<string, TaskHandler> {
  return {
    [resumeParseTaskKind]: async (task, { db, logger, now }) => {
      const parseId = Number(task.payload.parse_id);
      if (!Number.isSafeInteger(parseId) || parseId < 1) throw new Error(`resume.parse without a parse id: ${JSON.stringify(task.payload)}`);
      await runResumeParse(db, services.storage, parseId, { now, logger, lastAttempt: task.attempts >= task.maxAttempts });
    },
  };
}
