/**
 * The social advertising pixel (platform spec §7): a page-view event and a named-event helper.
 * Loaded only when NEXT_PUBLIC_SOCIAL_PIXEL_IDS names its ids (two numeric ids, comma-separated);
 * otherwise nothing is downloaded and `pixelEvent` does nothing. The page's Content-Security-Policy
 * admits the pixel's origins only in that case (web/security-headers.ts).
 */
export const pixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js';
export const pixelOrigins = { script: 'https://connect.facebook.net', connect: 'https://www.facebook.com' } as const;

type PixelQueue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void; loaded?: boolean; version?: string };
type PixelWindow = Window & { fbq?: PixelQueue; _fbq?: PixelQueue };

/** The configured ids: digits only, at most two; anything else is ignored. */
export function pixelIds(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d{5,20}$/.test(id))
    .slice(0, 2);
}

/** Queues the calls until the pixel's script arrives (its documented loading pattern), then starts it. */
export function startPixel(ids: string[], win: PixelWindow = window): boolean {
  if (ids.length === 0 || win.fbq) return false;
  const fbq: PixelQueue = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.queue = [];
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq = fbq;
  const script = win.document.createElement('script');
  script.async = true;
  script.src = pixelScriptUrl;
  win.document.head.appendChild(script);
  for (const id of ids) fbq('init', id);
  fbq('track', 'PageView');
  return true;
}

/** A named event (ViewContent, Search, Lead…); nothing when the pixel is not configured. */
export function pixelEvent(name: string, params?: Record<string, unknown>, win: PixelWindow = window): void {
  win.fbq?.('track', name, params);
}
