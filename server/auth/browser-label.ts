import type { QrBrowser, QrSystem } from '@/lib/schemas/qr-login';

/**
 * A browser and a system from a fixed vocabulary for a User-Agent header. Whoever opens the
 * waiting page writes that header, so it is never shown as it is: a phisher could write "your
 * own phone, safe to confirm" into it (issue 30 item 6). Order matters: Edge, Opera and Samsung
 * Internet also say Chrome, Chrome also says Safari, and iPadOS may say Macintosh.
 */
const browserRules: [RegExp, QrBrowser][] = [
  [/\bEdg(e|A|iOS)?\/\d/, 'edge'],
  [/\b(OPR|Opera|OPiOS)\/\d/, 'opera'],
  [/\bSamsungBrowser\/\d/, 'samsung'],
  [/\b(Firefox|FxiOS)\/\d/, 'firefox'],
  [/\b(Chrome|CriOS|Chromium)\/\d/, 'chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\w+ )?Safari\/\d/, 'safari'],
];

const systemRules: [RegExp, QrSystem][] = [
  [/\biPhone\b/, 'iphone'],
  [/\biPad\b/, 'ipad'],
  [/\bAndroid\b/, 'android'],
  [/\bCrOS\b/, 'chromeos'],
  [/\bWindows\b/, 'windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macos'],
  [/\bLinux\b/, 'linux'],
];

export function describeBrowser(userAgent: string | null | undefined): { browser: QrBrowser; system: QrSystem } {
  const agent = userAgent ?? '';
  const browser = browserRules.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown';
  const system = systemRules.find(([pattern]) => pattern.test(agent))?.[1] ?? 'unknown';
  return { browser, system };
}
