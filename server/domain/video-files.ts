import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';

/** The video containers platform spec §9 lists as accepted by the server. */
export type VideoContainer = 'mp4' | 'mov' | '3gp' | 'avi' | 'wmv' | 'flv' | 'mkv' | 'webm' | 'mpeg' | 'ogg';

export const videoMimeTypes: Record<VideoContainer, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  mpeg: 'video/mpeg',
  ogg: 'video/ogg',
};

/**
 * The containers whose length the platform reads, with mp4box (ISO base media: MP4, QuickTime,
 * 3GPP). The others of §9 are recognised and refused by name: their length cannot be checked, and
 * the three-minute rule is the spec's (docs/decisions/0043).
 */
export const readableContainers: ReadonlySet<VideoContainer> = new Set(['mp4', 'mov', '3gp']);

export type CoverType = 'jpg' | 'png' | 'webp';
export const coverMimeTypes: Record<CoverType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

const asfGuid = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const ebml = [0x1a, 0x45, 0xdf, 0xa3];
/** Boxes a QuickTime file without `ftyp` (older cameras) opens with. */
const quickTimeBoxes = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * What a video really is, read from the container's first bytes, never from its name or the type
 * the browser claims. ISO base media by its `ftyp` brand (`qt  ` QuickTime, `3g…` 3GPP, else MP4);
 * Matroska and WebM by the EBML DocType; AVI, ASF (WMV), FLV, MPEG program/elementary streams
 * and Ogg by their signatures. Anything else is null.
 */
export function sniffVideo(bytes: Uint8Array): VideoContainer | null {
  if (bytes.length < 12) return null;
  const box = ascii(bytes, 4, 4);
  if (box === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (brand === 'qt  ') return 'mov';
    if (brand.startsWith('3g')) return '3gp';
    return 'mp4';
  }
  if (quickTimeBoxes.has(box)) return 'mov';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'avi';
  if (startsWith(bytes, asfGuid)) return 'wmv';
  if (ascii(bytes, 0, 3) === 'FLV' && bytes[3] === 1) return 'flv';
  if (startsWith(bytes, ebml)) {
    const head = ascii(bytes, 0, Math.min(bytes.length, 64));
    if (head.includes('webm')) return 'webm';
    if (head.includes('matroska')) return 'mkv';
    return null;
  }
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  return null;
}

/** A cover image, from its bytes: JPEG, PNG or WebP; anything else null. */
export function sniffCover(bytes: Uint8Array): CoverType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}


/** What an ISO base media file says of itself, or null when mp4box cannot read its `moov`. */
function movieOf(bytes: Uint8Array): Movie | null {
  const file = createFile();
  let movie: Movie | null = null;
  let failed = false;
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    failed = true;
  };
  try {
    const buffer = MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0);
    file.appendBuffer(buffer, true);
    file.flush();
  } catch {
    return null;
  }
  return failed ? null : movie;
}

/**
 * The length of an MP4, MOV or 3GP in seconds, read from the container by mp4box, and whether it
 * holds a video track; null when the container does not open. The longest of the movie header's
 * duration, each track's and each track's media duration counts, so a header that understates
 * the length of the tracks does not get a long video through; a fragmented file's fragments count too.
 */
export function readVideoLength(bytes: Uint8Array): { seconds: number; hasVideo: boolean } | null {
  const movie = movieOf(bytes) as Movie | null;
  if (!movie?.hasMoov || !(movie.timescale > 0)) return null;
  const candidates = [movie.duration / movie.timescale];
  if (movie.fragment_duration && movie.fragment_duration.den > 0) candidates.push(movie.fragment_duration.num / movie.fragment_duration.den);
  for (const track of movie.tracks) {
    if (movie.timescale > 0) candidates.push(track.movie_duration / movie.timescale);
    if (track.timescale > 0) candidates.push(track.duration / track.timescale);
  }
  const seconds = Math.max(...candidates.filter((value) => Number.isFinite(value) && value >= 0));
  return { seconds, hasVideo: movie.videoTracks.length > 0 };
}
