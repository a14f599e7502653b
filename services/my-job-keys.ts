/**
 * React Query keys of the seeker's saved jobs and applications. Apart from services/jobs.ts so
 * the save button, in every list's first load, can share them without loading the HTTP client.
 */
export const myJobKeys = {
  all: ['my-jobs'] as const,
  /** Whether one job is saved (job ids are unique across sites). */
  saved: (jobId: number) => [...myJobKeys.all, 'saved', jobId] as const,
  /** The seeker's application to one job, or null. */
  applied: (jobId: number) => [...myJobKeys.all, 'applied', jobId] as const,
};
