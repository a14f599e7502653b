/** The readers a document job may need, loaded before the job's clock starts (PDF.js: seconds on a busy machine). */
async function documentReaders() {
  const { loadPdfReader } = await import('../domain/pdf-reader');
  await Promise.all([loadPdfReader(), import('word-extractor'), import('cfb')]);
}

/**
 * The jobs a limited worker runs (server/isolation/limited-work.ts), each loaded only in the
 * worker: the API process never imports PDF.js, word-extractor, mp4box or PDFKit for them. What a
 * loader returns is the job; what it loads is not timed against the input.
 */
export const jobs = {
  'document-opens': () => documentReaders().then(() => import('../domain/document-checks').then((module) => module.documentOpens)),
  'resume-read': () => documentReaders().then(() => import('../resume-parsing/read-outcome').then((module) => module.readResumeOutcome)),
  'video-length': () => import('../domain/video-files').then((module) => module.readVideoLength),
  'multipart-form': () => import('./multipart').then((module) => module.readMultipart),
  /** Loads the document readers and answers: a worker made ready before the first upload needs it. */
  warm: () => documentReaders().then(() => async (_: null) => true),
  'resume-render': () => import('../resume/generate').then((module) => module.renderResumeJob),
};

export type JobName = keyof typeof jobs;
type JobFunction<K extends JobName> = Awaited<ReturnType<(typeof jobs)[K]>>;
export type JobInput<K extends JobName> = Parameters<JobFunction<K>>[0];
export type JobOutput<K extends JobName> = Awaited<ReturnType<JobFunction<K>>>;
