import type { AxiosInstance } from 'axios';
import { unwrap } from './http';

const schemas = () => import('@/lib/schemas/applications');

/** POST /jobseeker/resume/upload (multipart `file`): PDF, DOC or DOCX; 41170 past three resumes. */
export async function uploadResume(http: AxiosInstance, file: File) {
  const form = new FormData();
  form.set('file', file);
  // axios sets the multipart boundary itself for FormData.
  const response = await http.post('/jobseeker/resume/upload', form);
  return unwrap((await schemas()).uploadedResumeSchema, response.data);
}

/**
 * The seeker's attached resumes (at most three), newest first, for sending one in chat.
 * GET /jobseeker/resumes; the platform's answer is `{ resumes: UploadedResume[] }`.
 */
export async function listResumes(http: AxiosInstance) {
  const response = await http.get('/jobseeker/resumes');
  return unwrap((await schemas()).resumeListSchema, response.data);
}
