import type { ResumeExtension } from '@/lib/schemas/applications';
import { runLimited, WorkLimitError } from '../isolation/limited-work';

/**
 * Whether an uploaded document opens as the type it claims (server/domain/document-checks.ts),
 * checked in a limited worker: a file made to exhaust the reader (a junk PDF, a zip bomb) costs
 * that worker, never the API's event loop (issue 29). A file that meets a limit does not open.
 */
export const documentOpenLimits = { timeMs: 15_000 };

export async function opensAs(bytes: Uint8Array, type: ResumeExtension): Promise<boolean> {
  try {
    return await runLimited('document-opens', { bytes, type }, documentOpenLimits);
  } catch (error) {
    if (error instanceof WorkLimitError) return false;
    throw error;
  }
}
