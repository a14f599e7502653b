import { z } from 'zod';

/**
 * QR code login (platform spec §2 Sign-up and login: "scan with the app via Menu, Login to Web,
 * with a refresh option"; docs/decisions/0044). A waiting browser creates a request and shows its
 * code as a QR; a signed-in app confirms the code; the browser, holding its own secret, redeems
 * the confirmed request for a session.
 */

/** How long a QR code may be scanned, and how long a confirmed one waits for its browser. */
export const qrLoginTtlSeconds = 120;
export const qrLoginRedeemWindowSeconds = 60;

/** 32 random bytes as base64url: the code in the QR and the browser's secret have this shape. */
const token = (field: string) => z.string().regex(/^[\w-]{43}$/, `${field} is not a QR login token`);

/** The text a QR code holds: the app opens it and confirms the code (Menu, Login to Web). */
export const qrLoginUriPrefix = 'hireloop://login-to-web?code=';

/** POST /auth/qr-login/create: a new request; the code goes into the QR, the secret stays with the browser. */
export const qrLoginCreatedSchema = z.object({
  code: token('code'),
  browser_secret: token('browser_secret'),
  expires_at: z.iso.datetime({ offset: true }),
  expires_in: z.number().int().positive(),
});
export type QrLoginCreated = z.infer<typeof qrLoginCreatedSchema>;

/** POST /auth/qr-login/confirm (signed in, the app): the code read from the QR. */
export const qrLoginConfirmBodySchema = z.object({ code: token('code') });

/**
 * The waiting browser as the confirming person sees it: a browser and a system from a fixed
 * vocabulary, derived by the platform from the User-Agent, never the header itself, which
 * whoever shows the QR writes (issue 30 item 6, docs/decisions/0065).
 */
export const qrBrowsers = ['chrome', 'edge', 'firefox', 'safari', 'opera', 'samsung', 'unknown'] as const;
export const qrSystems = ['windows', 'macos', 'iphone', 'ipad', 'android', 'linux', 'chromeos', 'unknown'] as const;
export type QrBrowser = (typeof qrBrowsers)[number];
export type QrSystem = (typeof qrSystems)[number];

/** Where and when the request was made: what the person must check before confirming. */
export const qrLoginRequestFactsSchema = z.object({
  browser: z.enum(qrBrowsers),
  system: z.enum(qrSystems),
  /** The country site (lib/countries key) the waiting page was opened on, when known. */
  site: z.string().nullable(),
  requested_at: z.iso.datetime({ offset: true }),
});
export type QrLoginRequestFacts = z.infer<typeof qrLoginRequestFactsSchema>;

/** POST /auth/qr-login/describe (signed in): the request's facts, shown before confirming; nothing changes. */
export const qrLoginDescribeBodySchema = qrLoginConfirmBodySchema;

/** The confirmed request, with the same facts. */
export const qrLoginConfirmedSchema = qrLoginRequestFactsSchema.extend({ confirmed: z.literal(true) });

/** POST /auth/qr-login/redeem (the waiting browser): its secret; a confirmed request answers the login. */
export const qrLoginRedeemBodySchema = z.object({
  browser_secret: token('browser_secret'),
  source: z.enum(['web', 'mobile_web']).default('web'),
});

/** Not confirmed yet: ask again until `expires_at`. */
export const qrLoginPendingSchema = z.object({ status: z.literal('pending'), expires_at: z.iso.datetime({ offset: true }) });

/** What the web's own route answers the page: the QR as SVG, its text, and when it expires. */
export const qrLoginShownSchema = z.object({ svg: z.string(), text: z.string(), expires_at: z.string(), expires_in: z.number() });
export type QrLoginShown = z.infer<typeof qrLoginShownSchema>;
