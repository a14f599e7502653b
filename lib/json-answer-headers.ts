/**
 * What the web's own JSON answers carry (the `/api` gate's refusals, `/session/*`), as the
 * platform's do (server/http/answer-headers.ts): never sniffed as another type, never framed,
 * and nothing loads or runs if a browser is made to render one (issue 30, item 12).
 */
export const jsonAnswerHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;
