import { z } from 'zod';

/**
 * A video resume (core spec §7 Video resumes; platform spec §3: video, video cover) as
 * GET /jobseeker/video-resumes and the uploads answer it. `duration` is in seconds, read by the
 * platform from the container. The web checks answers with these (loaded lazily).
 */
export const videoResumeSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  duration: z.number(),
  /** Null without a cover; changes with each new cover, so a browser never shows an old one from its cache. */
  cover_version: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VideoResume = z.infer<typeof videoResumeSchema>;

export const videoResumeListSchema = z.object({ video_resumes: z.array(videoResumeSchema) });
