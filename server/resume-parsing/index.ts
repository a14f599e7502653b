import type { ResumeExtension } from '@/lib/schemas/applications';
import type { ResumeContent } from '@/lib/schemas/resume-parsing';
import { readResume } from './fields';
import { resumeLines, UnreadableResume } from './text';

export { UnreadableResume };

/** A file with no text to read (a scanned image): there is nothing to import. */
export class ResumeWithoutText extends Error {}

/**
 * Reads a resume: its text (server/resume-parsing/text.ts), then what the text says
 * (fields.ts). Throws UnreadableResume when the file does not open, ResumeWithoutText when it
 * holds (almost) no text.
 */
export async function parseResume(bytes: Uint8Array, type: ResumeExtension): Promise<ResumeContent> {
  const lines = await resumeLines(bytes, type);
  if (lines.join('').replace(/\s/g, '').length < 20) throw new ResumeWithoutText('no text in the file');
  return readResume(lines);
}
