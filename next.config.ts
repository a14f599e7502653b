import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseWebEnv } from './lib/env';

// Fails the build and the server start with every bad variable named.
const env = parseWebEnv();

// The first path segments that are pages, for the middleware's branded 404 (lib/path-guard.ts).
const siteRouteRoots = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) => (entry.name.startsWith('(') ? siteRouteRoots(join(dir, entry.name)) : [entry.name]));

// Every page's path under the language ('' for home, 'job/[slug]', 'settings/job-alerts'), for the
// same 404: a path that no page matches never reaches the catch-all's notFound().
const sitePagePatterns = (dir: string, prefix: string[] = []): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [prefix.join('/')] : [];
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('[...')) return [];
    return sitePagePatterns(join(dir, entry.name), entry.name.startsWith('(') ? prefix : [...prefix, entry.name]);
  });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The web's front server compresses: it reads the cached pages' HTML to hash their inline
  // scripts (web-server/front.ts, docs/decisions/0086).
  compress: false,
  // A second build beside the main one (scripts/e2e-isolated.sh) writes elsewhere.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  env: {
    SITE_ROUTE_ROOTS: siteRouteRoots('app/[lang]/[country]').join(','),
    SITE_PAGE_PATTERNS: sitePagePatterns('app/[lang]/[country]').join(','),
  },
  // `npm run typecheck` (next typegen, then tsc over the same tsconfig) is the one type check;
  // the build would run the same tsc again (docs/decisions/0073).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    useTypeScriptCli: true,
    // /API/auth/… must not reach the platform past the middleware's /api gate (web/api-gate.ts).
    caseSensitiveRoutes: true,
  },
  async rewrites() {
    // The browser talks to the platform through the same origin.
    return [{ source: '/api/:path*', destination: `${env.API_URL}/:path*` }];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
