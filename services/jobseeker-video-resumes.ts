import type { AxiosInstance } from 'axios';
import type { VideoResume } from '@/lib/schemas/video-resumes';
import { unwrap } from './http-base';

const schemas = () => import('@/lib/schemas/video-resumes');

/** React Query keys of the seeker's video resumes (manage-profile). */
export const videoResumeKeys = { list: () => ['jobseeker', 'video-resumes'] as const };

/** GET /jobseeker/video-resumes: the seeker's video resumes, newest first (core spec §7). */
export async function listVideoResumes(http: AxiosInstance) {
  const response = await http.get('/jobseeker/video-resumes');
  return unwrap((await schemas()).videoResumeListSchema, response.data);
}

/**
 * POST /jobseeker/video_resume/upload_v1 (multipart `video_resume`, optional `video_resume_id` to
 * replace that one's video), with its progress (0–1) and a signal that cancels it (axios then
 * rejects with a CanceledError).
 */
export async function uploadVideoResume(
  http: AxiosInstance,
  file: File,
  options: { videoResumeId?: number; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.set('video_resume', file);
  if (options.videoResumeId !== undefined) form.set('video_resume_id', String(options.videoResumeId));
  const response = await http.post('/jobseeker/video_resume/upload_v1', form, {
    signal: options.signal,
    // 30 MB on a slow connection outlasts the default timeout; the seeker can cancel.
    timeout: 30 * 60 * 1000,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) options.onProgress?.(Math.min(1, event.loaded / total));
    },
  });
  return unwrap((await schemas()).videoResumeSchema, response.data);
}

/** POST /jobseeker/video-resumes/upload-video-cover (multipart `video_cover`, `video_resume_id`). */
export async function uploadVideoCover(http: AxiosInstance, videoResumeId: number, file: File) {
  const form = new FormData();
  form.set('video_cover', file);
  form.set('video_resume_id', String(videoResumeId));
  const response = await http.post('/jobseeker/video-resumes/upload-video-cover', form);
  return unwrap((await schemas()).videoResumeSchema, response.data);
}

/** DELETE /jobseeker/video-resume/{id}/delete. */
export async function deleteVideoResume(http: AxiosInstance, id: number) {
  await http.delete(`/jobseeker/video-resume/${id}/delete`);
}

/** Where the browser plays a video resume and shows its cover (same origin, through the /api rewrite). */
export const videoResumeHrefs = (video: VideoResume) => ({
  video: `/api/jobseeker/video-resumes/${video.id}/video?v=${Date.parse(video.updated_at)}`,
  cover: video.cover_version === null ? undefined : `/api/jobseeker/video-resumes/${video.id}/cover?v=${video.cover_version}`,
});
