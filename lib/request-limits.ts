/**
 * How large and how deep a request body may be, on the platform (server/http/input-guard.ts)
 * and at the web's doors to it (`/api/*` in web/api-gate.ts, `/session/*`), so that the web
 * refuses what the platform would refuse before sending it on (docs/decisions/0061).
 * Edge-safe: the middleware uses it.
 */
export const requestLimits = {
  /** JSON and form bodies; a profile form or a batch of 1000 events fits with room to spare. */
  bodyBytes: 1024 * 1024,
  /** Multipart uploads; each upload route sets its own, smaller cap (resumes: 30 MB + envelope). */
  multipartBytes: 31 * 1024 * 1024,
  /** Nesting of JSON objects and lists. */
  depth: 32,
} as const;

/** "1 MB", "31 MB", "512 KB": how a limit is named in a refusal. */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`);

/** The body's declared length; null when it declares none (chunked) or nonsense. */
export function declaredBodyBytes(headers: Headers): number | null {
  const length = headers.get('content-length');
  if (length === null || !/^\s*\d+\s*$/.test(length)) return null;
  return Number(length);
}

/**
 * Whether JSON text nests objects and lists deeper than `limit`, read as text: JSON.parse copes
 * with 5,000 levels, but what comes next (JSON.stringify, a recursive schema) overflows the
 * stack. Brackets inside strings do not count. Linear, no recursion, any input.
 */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}
