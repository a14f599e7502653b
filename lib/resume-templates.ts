/**
 * The resume templates a seeker can generate a PDF from (POST /jobseeker/generate-resume) and
 * that the free resume template page shows. Zod-free: the public page imports it.
 */
export const resumeTemplateIds = ['classic', 'modern', 'compact'] as const;
export type ResumeTemplateId = (typeof resumeTemplateIds)[number];

export function isResumeTemplateId(value: unknown): value is ResumeTemplateId {
  return typeof value === 'string' && (resumeTemplateIds as readonly string[]).includes(value);
}

/** Platform spec §8/§9: at most 5 resume drafts and copies; a 6th is 41254. */
export const maxResumeDrafts = 5;

/** The accent colour of each template (PDF and the page's miniature alike). */
export const resumeTemplateAccent: Record<ResumeTemplateId, string> = {
  classic: '#1f2937',
  modern: '#0f766e',
  compact: '#1d4ed8',
};

/** The free resume template page (platform spec §2 "free resume template page"; the spec gives no path). */
export const resumeTemplatesPath = '/resume-templates';

/** When the template page's text last changed (the sitemap's lastmod). */
export const resumeTemplatesUpdated = '2026-11-25';
