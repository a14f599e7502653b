import { runLimited, WorkLimitError } from '../isolation/limited-work';

/** mp4box reads a real video's header in milliseconds; a file built to keep it busy gets this long. */
export const videoProbeLimits = { timeMs: 15_000 };

/**
 * The length of an MP4, MOV or 3GP (server/domain/video-files.ts, readVideoLength), read in a
 * limited worker: the container is the user's, so its parsing never runs on the API's event loop
 * (issue 29). A file that meets a limit does not open: null.
 */
export async function probeVideoLength(bytes: Uint8Array): Promise<{ seconds: number; hasVideo: boolean } | null> {
  try {
    return await runLimited('video-length', bytes, videoProbeLimits);
  } catch (error) {
    if (error instanceof WorkLimitError) return null;
    throw error;
  }
}
