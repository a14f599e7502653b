import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseWebEnv } from './lib/env';

// Fails the build and the server start with every bad variable named.
const env = parseWebEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A second build beside the main one (scripts/e2e-isolated.sh) writes elsewhere.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  experimental: {
    useTypeScriptCli: true,
    // /API/auth/… must not reach the platform past the middleware's /api gate (lib/api-gate.ts).
    caseSensitiveRoutes: true,
  },
  async rewrites() {
    // The browser talks to the platform through the same origin.
    return [{ source: '/api/:path*', destination: `${env.API_URL}/:path*` }];
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
