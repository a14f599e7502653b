import { accountPaintHash } from '@/lib/account-paint';
import { inlineScriptMarker } from '@/lib/inline-script-marker';
import { NextResponse } from 'next/server';
import { pixelIds, pixelOrigins } from '@/lib/tracking/pixel';

/**
 * The security headers of every page (docs/decisions/0027), set by the middleware. Edge-safe.
 *
 * Content-Security-Policy comes in two strengths, because Next.js can only mark its inline
 * scripts (the RSC payload, `self.__next_f.push(…)`) with a per-request nonce, and a nonce makes
 * a page render per request:
 * - pages that render per request anyway (signed-in pages, forms, development pages: the paths
 *   in `perRequestPaths`, kept equal to the `force-dynamic` pages by a test) get
 *   `'nonce-…' 'strict-dynamic'`: no injected inline script runs there;
 * - the cached anonymous pages (home, search, job, company) are marked (`inlineScriptMarker`) for
 *   the web's front server (web-server/front.ts), which reads the HTML as it leaves and
 *   replaces the `'unsafe-inline'` set here with the hashes of the framework's inline scripts in
 *   that HTML. The `'unsafe-inline'` policy is what such a page keeps only where that server cannot
 *   read the body (a HEAD, a 304 it has not seen, a response over its bounds, `next dev`), so a
 *   page is never broken by its policy. On every page inline event handlers
 *   (`script-src-attr 'none'`), other origins' scripts, plugins, <base>, framing and forms that
 *   post elsewhere are refused.
 */

/** The response header (removed before sending) asking the front server to hash the page's inline scripts. */
export { inlineScriptMarker };

/** Paths after the language segment whose pages render per request (`export const dynamic = 'force-dynamic'`). */
export const perRequestPaths = [
  '/chat',
  '/dev',
  '/get-started',
  '/identity-verification',
  '/job-alerts',
  '/jobseeker-complete-profile',
  '/manage-profile',
  '/my-jobs',
  '/notifications',
  '/onsite-job',
  '/qr-login',
  '/settings',
  '/verify-email',
] as const;

/** Pages whose address carries a code or token: their URL must never leave as a referrer. */
export const secretInUrlPaths = ['/change-password', '/get-started/magic', '/job-alerts/unsubscribe', '/verify-email', '/dev'] as const;

const underAny = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** '/en-us/my-jobs/applied' → '/my-jobs/applied' (the language segment is always first). */
function afterLanguage(pathname: string): string {
  return pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/i, '') || '/';
}

/**
 * Per-request pages below a cached section: a job's no-script apply form (`/job/{slug}/apply`) is
 * a signed-in seeker's, and so are the home, search and job views without the companies a seeker
 * blocked (internal routes `/without-blocked`, `/jobs-hiring/{slug}/{query}/without-blocked`,
 * `/job/{slug}/without-blocked`).
 */
const perRequestPatterns = [
  /^\/job\/[^/]+\/apply\/?$/,
  /^\/without-blocked$/,
  /^\/jobs-hiring\/[^/]+\/[^/]+\/without-blocked$/,
  /^\/job\/[^/]+\/without-blocked$/,
];

export function rendersPerRequest(pathname: string): boolean {
  const path = afterLanguage(pathname);
  if (perRequestPatterns.some((pattern) => pattern.test(path))) return true;
  // /get-started/magic is one static page for every visitor (the token is read in the browser).
  return underAny(path, perRequestPaths) && !underAny(path, ['/get-started/magic']);
}

export interface PagePolicyOptions {
  /** A per-request nonce, only for pages that render per request. */
  nonce?: string;
  https: boolean;
  /** `next dev` needs eval (React's debugging) and its HMR websocket. */
  development: boolean;
  /** Origins the page may send requests to besides its own (the Sentry ingest when configured). */
  connect?: string[];
  /** Other origins' scripts the page may load (the social pixel when configured). */
  scriptOrigins?: string[];
}

export function contentSecurityPolicy({ nonce, https, development, connect = [], scriptOrigins = [] }: PagePolicyOptions): string {
  // Beside a nonce the header's fixed first-paint script is allowed by its hash; beside
  // 'unsafe-inline' a hash would switch that off, so it runs as any inline script does there.
  const scripts = [
    ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", accountPaintHash] : ["'self'", "'unsafe-inline'"]),
    ...scriptOrigins,
  ];
  if (development) scripts.push("'unsafe-eval'");
  const directives = [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(development ? ['ws:', 'wss:'] : []), ...connect].join(' '),
    // blob: lets the video-resume form read a chosen file's length before uploading it.
    "media-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The headers a page answers with, besides the CSP. */
export function pageHeaders(pathname: string, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': underAny(afterLanguage(pathname), secretInUrlPaths) ? 'no-referrer' : 'strict-origin-when-cross-origin',
    // Geolocation for this site's own pages only ("Jobs near me"); never for a frame or another origin.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

function sentryOrigin(): string[] {
  const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}

/**
 * Puts the headers on a page's response. A page that renders per request also gets a fresh
 * nonce, passed to Next.js in the request's own Content-Security-Policy header (that is where
 * it reads the nonce it puts on its scripts), through the request-header override of
 * NextResponse.next, whose fields are copied onto the rewrite.
 */
export function securePage(request: Request, response: NextResponse, pathname: string, perRequest = rendersPerRequest(pathname)): NextResponse {
  const https = request.headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https';
  const development = process.env.NODE_ENV === 'development';
  const nonce = perRequest ? btoa(crypto.randomUUID()) : undefined;
  // The social pixel's origins only when its ids are configured (lib/tracking/pixel.ts).
  const pixel = pixelIds(process.env.NEXT_PUBLIC_SOCIAL_PIXEL_IDS).length > 0;
  const policy = contentSecurityPolicy({
    nonce,
    https,
    development,
    connect: [...sentryOrigin(), ...(pixel ? [pixelOrigins.connect] : [])],
    scriptOrigins: pixel ? [pixelOrigins.script] : [],
  });
  if (nonce) {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    const override = NextResponse.next({ request: { headers } });
    override.headers.forEach((value, key) => {
      if (key.startsWith('x-middleware-request-') || key === 'x-middleware-override-headers') response.headers.set(key, value);
    });
  } else if (!development) {
    // `next dev` renders every page per request and adds scripts of its own: nothing to hash there.
    response.headers.set(inlineScriptMarker, 'hash');
  }
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(pageHeaders(pathname, https))) response.headers.set(name, value);
  return response;
}
