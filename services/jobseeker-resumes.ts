import type { AxiosInstance } from 'axios';
import { unwrap } from './http-base';

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

const resumeSchemas = () => import('@/lib/schemas/resumes');

/** React Query keys of the seeker's resumes (manage-profile and the apply form share the list). */
export const resumeKeys = { list: () => ['jobseeker', 'resumes'] as const };

/** The seeker's attached resumes with format, syncable and auto-send (manage-profile, the apply form). */
export async function listAttachedResumes(http: AxiosInstance) {
  const response = await http.get('/jobseeker/resumes');
  return unwrap((await resumeSchemas()).attachedResumeListSchema, response.data);
}

/**
 * The upload with its progress (0–1, from axios's onUploadProgress) and a signal that cancels it
 * (axios rejects with a CanceledError, which `isCancel` tells apart from a failure).
 */
export async function uploadAttachedResume(http: AxiosInstance, file: File, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}) {
  const form = new FormData();
  form.set('file', file);
  const response = await http.post('/jobseeker/resume/upload', form, {
    signal: options.signal,
    // A 5 MB file on a slow connection outlasts the default timeout; the seeker can cancel.
    timeout: 10 * 60 * 1000,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) options.onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return unwrap((await resumeSchemas()).attachedResumeSchema, response.data);
}

/** PUT /jobseeker/resumes/{id}/rename (filename). */
export async function renameResume(http: AxiosInstance, id: number, filename: string) {
  const response = await http.put(`/jobseeker/resumes/${id}/rename`, { filename });
  return unwrap((await resumeSchemas()).attachedResumeSchema, response.data);
}

/** PUT /jobseeker/resumes/{id}/auto-send (auto_send). */
export async function setResumeAutoSend(http: AxiosInstance, id: number, autoSend: boolean) {
  const response = await http.put(`/jobseeker/resumes/${id}/auto-send`, { auto_send: autoSend });
  return unwrap((await resumeSchemas()).attachedResumeSchema, response.data);
}

/** DELETE /jobseeker/resumes/{id}/delete; the auto-send resume is refused with 41186. */
export async function deleteResume(http: AxiosInstance, id: number) {
  await http.delete(`/jobseeker/resumes/${id}/delete`);
}

/** POST /jobseeker/send-resume-email (email, resume_id). */
export async function sendResumeEmail(http: AxiosInstance, body: { email: string; resume_id: number }) {
  const response = await http.post('/jobseeker/send-resume-email', body);
  return unwrap((await resumeSchemas()).sendResumeEmailResultSchema, response.data);
}

/** Where the browser downloads a resume (same origin, through the /api rewrite). */
export const resumeDownloadHref = (id: number) => `/api/jobseeker/resumes/${id}/download`;
