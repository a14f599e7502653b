import type { LanguageSlug } from './languages';
import { safeRedirectPath, withoutLanguage } from './safe-redirect';

/**
 * The cross-site hand-off (core spec §2 /jobseeker-login-redirect): a signed-in job seeker is
 * sent to the employer or resume-builder site with their session appended. Only hosts on the
 * allow list may receive a session; anything else stays on this site.
 */

/** `HANDOFF_HOSTS` ("employer.example.com,resume.example.com:8443") as a list of hosts. */
export function parseHandoffHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a URL's host is allowed: an entry with a port matches that port only, one without matches any. */
export function isHandoffHost(url: URL, allowedHosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  const host = url.host.toLowerCase();
  return allowedHosts.some((entry) => (entry.includes(':') ? entry === host : entry === hostname));
}

export type HandoffDecision =
  /** To the other site, with the session appended. */
  | { kind: 'external'; location: string }
  /** Somewhere on this site (a path with its language). */
  | { kind: 'local'; location: string };

export interface HandoffInput {
  /** The raw `redirectUrl` parameter. */
  redirectUrl: string | null | undefined;
  language: LanguageSlug;
  /** The opaque session token, when the visitor is signed in (a guest token does not count). */
  sessionId: string | null;
  allowedHosts: readonly string[];
  /** The hand-off URL itself (path and query), kept as get-started's redirect when signed out. */
  handoffPath: string;
}

/**
 * Where the hand-off goes: an allowed http(s) target gets `sessionid` and
 * `isAppRedirectModalClosed=1`; a visitor who is not signed in logs in first and comes back
 * here; a path on this site is followed; a disallowed host or a malformed URL lands on home.
 */
export function handoffDecision({ redirectUrl, language, sessionId, allowedHosts, handoffPath }: HandoffInput): HandoffDecision {
  const home: HandoffDecision = { kind: 'local', location: `/${language}` };
  const localPath = safeRedirectPath(redirectUrl);
  if (localPath) {
    const rest = withoutLanguage(localPath);
    return { kind: 'local', location: rest === '/' ? `/${language}` : `/${language}${rest}` };
  }
  const target = externalTarget(redirectUrl, allowedHosts);
  if (!target) return home;
  if (!sessionId) {
    return { kind: 'local', location: `/${language}/get-started?redirect=${encodeURIComponent(handoffPath)}` };
  }
  target.searchParams.set('sessionid', sessionId);
  target.searchParams.set('isAppRedirectModalClosed', '1');
  return { kind: 'external', location: target.toString() };
}

function externalTarget(value: string | null | undefined, allowedHosts: readonly string[]): URL | null {
  if (!value || value.length > 2000 || /[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // Credentials in the URL would let a lookalike ("employer.example.com@evil.example") confuse a reader.
  if (url.username || url.password) return null;
  return isHandoffHost(url, allowedHosts) ? url : null;
}
