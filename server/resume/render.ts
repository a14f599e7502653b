import type { ResumeTemplateId } from '@/lib/resume-templates';
import { AppError } from '../http/app-error';
import { runLimited, WorkLimitError } from '../isolation/limited-work';
import type { ResumeContent } from './content';
import type { Rendered } from './generate';

/** Setting a resume takes a tenth of a second or so; a profile made to keep PDFKit busy gets this long. */
export const resumeRenderLimits = { timeMs: 20_000 };

/**
 * A resume's PDF (server/resume/generate.ts), set in a limited worker: the profile's texts are the
 * user's, and line breaking, shaping and font subsetting run on them (issue 29). A resume that
 * meets a limit is refused as a validation error, never a 500.
 */
export async function renderResumeIsolated(content: ResumeContent, template: ResumeTemplateId): Promise<Rendered> {
  try {
    return await runLimited('resume-render', { content, template }, resumeRenderLimits);
  } catch (error) {
    if (error instanceof WorkLimitError) {
      throw AppError.validation({ template_id: ['This resume is too long to make a PDF of: shorten the longest texts of the profile and try again'] });
    }
    throw error;
  }
}
