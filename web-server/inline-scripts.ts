import { createHash } from 'node:crypto';
import { accountPaintScript } from '@/lib/account-paint';

/**
 * The inline scripts of a cached page, and the script-src that allows exactly those
 * (docs/decisions/0027). Node only: the front server (web-server/front.ts) calls it with the HTML
 * it is about to send.
 *
 * Only the framework's own scripts are hashed: the RSC payload (`self.__next_f.push([…])` with a
 * literal JSON array) and its bootstrap. Hashing every inline script of the rendered output would
 * also bless one that a stored injection slipped into the markup, so any other inline script is
 * reported back (for a warning) and left out of the policy, and the browser refuses it.
 */

/** Elements whose content is raw text: a `<script` inside them starts no element. */
const rawText = new Set(['style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Script types the browser executes or interprets under script-src (the rest are data blocks). */
const javascriptType =
  /^(|module|importmap|speculationrules|text\/(java|ecma|j|live)script|application\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/x-(java|ecma)script)$/;
const tagName = /<([a-zA-Z][^\s/>]*)/y;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Where the start tag whose attributes begin at `from` ends (just after its `>`), quotes respected. */
function endOfTag(html: string, from: number): number {
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const char = html.charAt(i);
    if (char === '>') return i + 1;
    if ((char === '"' || char === "'") && afterEquals) {
      const close = html.indexOf(char, i + 1);
      if (close === -1) return -1;
      i = close;
      afterEquals = false;
    } else if (char === '=') afterEquals = true;
    else if (!/\s/.test(char)) afterEquals = false;
  }
  return -1;
}

function endTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? html.length;
}

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/**
 * The text of every inline script the browser would run or check against script-src, as the
 * browser sees it: raw text up to `</script`, line breaks normalised (the parser turns CR LF
 * and lone CR into LF before the script exists). Scripts with a src and data blocks
 * (`application/ld+json`) are not included.
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  let at = html.indexOf('<');
  while (at !== -1 && at < html.length) {
    if (html.startsWith('<!--', at)) {
      const close = html.indexOf('-->', at + 4);
      if (close === -1) break;
      at = html.indexOf('<', close + 3);
      continue;
    }
    tagName.lastIndex = at;
    const tag = tagName.exec(html);
    if (!tag) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    const name = (tag[1] ?? '').toLowerCase();
    const contentStart = endOfTag(html, at + tag[0].length);
    if (contentStart === -1) break;
    let next = contentStart;
    if (name === 'script') {
      const attrs = attributes(html.slice(at + tag[0].length, contentStart - 1));
      next = endTag(html, 'script', contentStart);
      const type = (attrs.get('type') ?? '').trim().toLowerCase();
      if (!attrs.has('src') && javascriptType.test(type)) found.push(html.slice(contentStart, next).replace(/\r\n?/g, '\n'));
    } else if (rawText.has(name)) {
      next = endTag(html, name, contentStart);
    }
    at = html.indexOf('<', next + (next === contentStart ? 0 : 1));
  }
  return found;
}

const bootstrap = /^\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)\.push\(\[0\]\);?$/;
const payload = /^self\.__next_f\.push\(([\s\S]*)\);?$/;

/** Turbopack's runtime start (`<script id="_R_">`): the page's first chunks and runtime module ids. */
const turbopack = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
const chunkPath = /^static\/chunks\/[\w.-]+\.js$/;

function json(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isTurbopackStart(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { otherChunks, runtimeModuleIds, ...rest } = value as Record<string, unknown>;
  return (
    Object.keys(rest).length === 0 &&
    Array.isArray(otherChunks) &&
    otherChunks.every((chunk) => typeof chunk === 'string' && chunkPath.test(chunk)) &&
    Array.isArray(runtimeModuleIds) &&
    runtimeModuleIds.every((id) => typeof id === 'number' || typeof id === 'string')
  );
}

/**
 * True for the scripts Next.js writes itself: the payload bootstrap, pushes of literal JSON
 * arrays, and Turbopack's runtime start naming same-origin chunks. Each is data handed to code
 * that is already on the page, never code of its own.
 */
export function isFrameworkScript(text: string): boolean {
  const script = text.trim();
  if (bootstrap.test(script)) return true;
  const pushed = json(payload.exec(script)?.[1]);
  if (Array.isArray(pushed)) return typeof pushed[0] === 'number';
  return isTurbopackStart(json(turbopack.exec(script)?.[1]));
}

export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface PageScripts {
  /** The CSP sources of the framework's inline scripts, in page order, without repeats. */
  hashes: string[];
  /** How many other inline scripts the page holds (they are not allowed). */
  foreign: number;
}

export function pageScripts(html: string): PageScripts {
  const hashes = new Set<string>();
  let foreign = 0;
  for (const text of inlineScripts(html)) {
    // The header's first-paint script (lib/account-paint.ts) is this site's own fixed text.
    if (isFrameworkScript(text) || text === accountPaintScript) hashes.add(scriptHash(text));
    else foreign++;
  }
  return { hashes: [...hashes], foreign };
}

/**
 * The policy with script-src allowing these hashes instead of `'unsafe-inline'` (browsers would
 * ignore it beside hashes anyway; it goes so that no reader takes the policy for a weak one).
 */
export function hashedPolicy(policy: string, hashes: readonly string[]): string {
  return policy
    .split(/\s*;\s*/)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      if (name?.toLowerCase() !== 'script-src') return directive;
      return [name ?? '', ...sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}
