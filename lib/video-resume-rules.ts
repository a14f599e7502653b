/**
 * The rules of video resumes the form and the platform share (platform spec §9), kept free of zod
 * so the manage-profile page can check a file without loading it (docs/decisions/0043).
 */

/** Platform spec §9: no larger than 30 MB (one reading: the form and the platform agree). */
export const videoResumeMaxBytes = 30 * 1024 * 1024;
/** Platform spec §9: under 3 minutes; the platform reads the length from the container. */
export const videoResumeMaxSeconds = 180;
/** Platform spec §8: more than three video resumes is 41245. */
export const maxVideoResumes = 3;
/** Platform spec §9 "Server size limits: … 5MB image": a cover is a JPEG, PNG or WebP image. */
export const videoCoverMaxBytes = 5 * 1024 * 1024;

/** What the form takes: MP4 (platform spec §9); the platform accepts the other containers whose length it can read. */
export const videoFormExtensions = ['mp4'] as const;
export const videoCoverExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** Why an upload was refused, sent by the platform as `data.reason` so the web can say it in the seeker's language. */
export type VideoProblem = 'empty' | 'too_large' | 'not_video' | 'unsupported' | 'too_long' | 'not_image';

/** A length in seconds as m:ss (for messages; the web formats its own). */
export function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
