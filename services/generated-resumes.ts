import type { AxiosInstance } from 'axios';
import type { GenerateResumeBody } from '@/lib/schemas/generated-resumes';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/generated-resumes');

/** React Query key of the seeker's generated resumes (drafts). */
export const resumeDraftKeys = { list: () => ['jobseeker', 'generated-resumes'] as const };

/** POST /jobseeker/generate-resume (template_id, language?): a PDF of the profile, kept as a draft; 41254 past five. */
export async function generateResume(http: AxiosInstance, body: GenerateResumeBody) {
  // Setting a long CJK resume takes a few seconds on a busy platform.
  const response = await http.post('/jobseeker/generate-resume', body, { timeout: 120_000 });
  return unwrap((await schemas()).resumeDraftSchema, response.data);
}

/** GET /jobseeker/generated-resumes: the drafts, newest first, and how many may be kept. */
export async function listResumeDrafts(http: AxiosInstance) {
  const response = await http.get('/jobseeker/generated-resumes');
  return unwrap((await schemas()).resumeDraftListSchema, response.data);
}

/** DELETE /jobseeker/generated-resumes/{id}/delete. */
export async function deleteResumeDraft(http: AxiosInstance, id: number) {
  await http.delete(`/jobseeker/generated-resumes/${id}/delete`);
}

/** Where the browser downloads a draft (same origin, the platform answers with attachment). */
export const resumeDraftDownloadHref = (id: number) => `/api/jobseeker/generated-resumes/${id}/download`;
