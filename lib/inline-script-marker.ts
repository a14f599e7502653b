/**
 * The response header the middleware sets on cached pages (web/security-headers.ts) asking the
 * web's front server to hash their inline scripts into the CSP; the front server removes it
 * (web-server/front.ts, docs/decisions/0086). Its own module: the front server loads before
 * Next.js has set up its server runtime, so it cannot import the middleware's modules.
 */
export const inlineScriptMarker = 'x-csp-inline';
