import type { ResumeExtension } from '@/lib/schemas/applications';
import type { ResumeContent } from '@/lib/schemas/resume-parsing';
import { parseResume, ResumeWithoutText, UnreadableResume } from './index';

/** How a reading ended, as plain data that crosses from the limited worker. */
export type ReadOutcome = { state: 'completed'; content: ResumeContent } | { state: 'failed'; failure: 'unreadable' | 'no_text'; reason: string };

/**
 * Reads a resume in a limited worker (server/isolation): a file that does not open or holds no
 * text is an outcome, not an error; a limit reached is thrown as WorkLimitError.
 */
export async function readResumeOutcome({ bytes, type }: { bytes: Uint8Array; type: ResumeExtension }): Promise<ReadOutcome> {
  try {
    return { state: 'completed', content: await parseResume(bytes, type) };
  } catch (error) {
    if (error instanceof UnreadableResume) return { state: 'failed', failure: 'unreadable', reason: error.message };
    if (error instanceof ResumeWithoutText) return { state: 'failed', failure: 'no_text', reason: error.message };
    throw error;
  }
}
