import type { AxiosInstance } from 'axios';
import type { ResumeImportBody } from '@/lib/schemas/resume-parsing';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/resume-parsing');

/** React Query keys of a resume's reading (the parse id the upload answered). */
export const resumeParsingKeys = { content: (parseId: number) => ['jobseeker', 'resume-parse', parseId] as const };

/** GET /jobseeker/resume/{id}/get-syncable-content: the reading's state and, once completed, what it found. */
export async function getSyncableContent(http: AxiosInstance, parseId: number) {
  const response = await http.get(`/jobseeker/resume/${parseId}/get-syncable-content`);
  return unwrap((await schemas()).syncableContentSchema, response.data);
}

/** POST /jobseeker/resume/{id}/import: the chosen items (indexes) become profile records; those already there are skipped. */
export async function importResumeContent(http: AxiosInstance, parseId: number, body: ResumeImportBody) {
  const response = await http.post(`/jobseeker/resume/${parseId}/import`, body);
  return unwrap((await schemas()).resumeImportResultSchema, response.data);
}
