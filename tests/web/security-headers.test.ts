import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, inlineScriptMarker, pageHeaders, rendersPerRequest, securePage } from '@/web/security-headers';

const pagesRoot = join(process.cwd(), 'app/[lang]/[country]');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name === 'page.tsx' ? [path] : [];
  });
}

/** A page's public path after the language: dynamic segments become a sample value. */
function publicPath(file: string): string {
  const segments = relative(pagesRoot, file).split('/').slice(0, -1);
  return `/en-us/${segments.map((segment) => (segment.startsWith('[') ? 'sample' : segment)).join('/')}`.replace(/\/$/, '');
}

function forcedDynamic(file: string): boolean {
  // The page, or a layout above it inside the site, renders per request.
  let dir = file.slice(0, file.lastIndexOf('/'));
  if (readFileSync(file, 'utf8').includes("dynamic = 'force-dynamic'")) return true;
  while (dir.startsWith(pagesRoot) && dir !== pagesRoot) {
    try {
      if (readFileSync(join(dir, 'layout.tsx'), 'utf8').includes("dynamic = 'force-dynamic'")) return true;
    } catch {
      // no layout here
    }
    dir = dir.slice(0, dir.lastIndexOf('/'));
  }
  return false;
}

describe('which pages get a nonce', () => {
  it('exactly the pages that render per request: a cached page with a nonce policy would block its own scripts', () => {
    const wrong = pageFiles(pagesRoot)
      .filter((file) => !relative(pagesRoot, file).startsWith('[...rest]'))
      .filter((file) => rendersPerRequest(publicPath(file)) !== forcedDynamic(file))
      .map((file) => `${publicPath(file)} (force-dynamic: ${forcedDynamic(file)})`);
    expect(wrong).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('on a per-request page allows only scripts with the nonce (and what they load)', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', https: false, development: false });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic' 'self'");
    expect(policy).not.toContain('unsafe-inline\' ;');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('on every page refuses inline handlers, plugins, <base>, framing and foreign form targets', () => {
    for (const nonce of [undefined, 'abc']) {
      const policy = contentSecurityPolicy({ nonce, https: true, development: false, connect: ['https://o1.ingest.sentry.io'] });
      for (const directive of [
        "script-src-attr 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self' https://o1.ingest.sentry.io",
        'upgrade-insecure-requests',
      ]) {
        expect(policy).toContain(directive);
      }
    }
    expect(contentSecurityPolicy({ https: false, development: false })).not.toContain('upgrade-insecure-requests');
  });
});

describe('the other page headers', () => {
  it('send no referrer from pages whose address carries a code', () => {
    for (const path of ['/en-us/change-password', '/ja-jp/get-started/magic', '/ar-ae/verify-email', '/en-us/dev/mailbox']) {
      expect(pageHeaders(path, false)['Referrer-Policy']).toBe('no-referrer');
    }
    expect(pageHeaders('/en-us/job/a-1', false)['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('add HSTS over https only, and nosniff, frame and permission limits always', () => {
    expect(pageHeaders('/en-us', true)['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    const plain = pageHeaders('/en-us', false);
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['X-Frame-Options']).toBe('DENY');
    expect(plain['Permissions-Policy']).toContain('camera=()');
    // "Jobs near me" asks for the position on the site's own pages, and nowhere else.
    expect(plain['Permissions-Policy']).toContain('geolocation=(self)');
  });

  it('pass a per-request page’s nonce to Next.js in the request’s own policy', () => {
    const request = new Request('http://ph.localhost:3000/en-us/my-jobs', { headers: { 'x-forwarded-proto': 'http' } });
    const response = securePage(request, NextResponse.rewrite(new URL('http://ph.localhost:3000/en-us/ph/my-jobs')), '/en-us/my-jobs');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('x-middleware-override-headers')).toContain('content-security-policy');
    const cached = securePage(request, NextResponse.rewrite(new URL('http://ph.localhost:3000/en-us/ph')), '/en-us');
    expect(cached.headers.get('content-security-policy')).toContain("'unsafe-inline'");
    expect(cached.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('mark the cached pages, and only those, for the hook that hashes their inline scripts', () => {
    const request = new Request('http://ph.localhost:3000/en-us/search/designer-jobs');
    const rewrite = (path: string) => NextResponse.rewrite(new URL(`http://ph.localhost:3000/en-us/ph${path}`));
    expect(securePage(request, rewrite('/search/designer-jobs'), '/en-us/search/designer-jobs').headers.get(inlineScriptMarker)).toBe('hash');
    expect(securePage(request, rewrite('/my-jobs'), '/en-us/my-jobs').headers.get(inlineScriptMarker)).toBeNull();
    // `next dev` renders everything per request, with scripts of its own.
    vi.stubEnv('NODE_ENV', 'development');
    expect(securePage(request, rewrite('/search/designer-jobs'), '/en-us/search/designer-jobs').headers.get(inlineScriptMarker)).toBeNull();
    vi.unstubAllEnvs();
  });
});
