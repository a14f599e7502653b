import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for a session or a magic link: 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored for a token or code: its SHA-256, so a database leak reveals no secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code, uniformly drawn, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
