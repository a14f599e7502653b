/**
 * The jobs a limited worker runs (server/isolation/limited-work.ts), each loaded only in the
 * worker: the API process never imports PDF.js, word-extractor, mp4box or PDFKit for them.
 */
export const jobs = {
  'document-opens': () => import('../domain/document-checks').then((module) => module.documentOpens),
  'resume-read': () => import('../resume-parsing/read-outcome').then((module) => module.readResumeOutcome),
  'video-length': () => import('../domain/video-files').then((module) => module.readVideoLength),
  'resume-render': () => import('../resume/generate').then((module) => module.renderResumeJob),
};

export type JobName = keyof typeof jobs;
type JobFunction<K extends JobName> = Awaited<ReturnType<(typeof jobs)[K]>>;
export type JobInput<K extends JobName> = Parameters<JobFunction<K>>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<JobFunction<K>>>;
