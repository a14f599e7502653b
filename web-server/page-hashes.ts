import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { pageScripts } from './inline-scripts';

/**
 * What the front server knows about the cached pages it has read (docs/decisions/0086): the
 * hashes of a page's inline scripts by the digest of its HTML (a cached page is the same bytes
 * until it revalidates) and by its ETag (a 304 has no body to read), and the gzip of that HTML,
 * made once per distinct page instead of once per response.
 */

export const limits = { bytes: 8 * 1024 * 1024, milliseconds: 10_000, cacheEntries: 256, gzipCacheBytes: 512 * 1024 };

export interface ReadPage {
  /** The CSP sources of the framework's inline scripts. */
  hashes: string[];
  gzipped?: Promise<Buffer>;
}

const byBody = new Map<string, ReadPage>();
const byEtag = new Map<string, string[]>();
const warned = new Set<string>();
const gzipAsync = promisify(gzip);

function remember<T>(map: Map<string, T>, key: string, value: T) {
  map.delete(key);
  map.set(key, value);
  if (map.size > limits.cacheEntries) map.delete(map.keys().next().value as string);
}

/** The page's hashes, read once per distinct body (`where` names it in the one warning). */
export function readPage(html: Buffer, where: string): ReadPage {
  const digest = createHash('sha256').update(html).digest('base64');
  const known = byBody.get(digest);
  if (known) return known;
  const { hashes, foreign } = pageScripts(html.toString('utf8'));
  if (foreign > 0 && !warned.has(where)) {
    warned.add(where);
    console.warn(`[csp] ${where}: ${foreign} inline script(s) that Next.js did not write are refused by the page's policy`);
  }
  const page: ReadPage = { hashes };
  remember(byBody, digest, page);
  return page;
}

/** The gzip of a page's HTML, off the main thread; kept with the page when it is small. */
export function gzippedPage(page: ReadPage, html: Buffer): Promise<Buffer> {
  if (page.gzipped) return page.gzipped;
  const made = gzipAsync(html);
  made.then(
    (bytes) => {
      if (bytes.length <= limits.gzipCacheBytes) page.gzipped = made;
    },
    () => {},
  );
  return made;
}

export function rememberEtag(etag: string, hashes: string[]): void {
  remember(byEtag, etag, hashes);
}

export function hashesForEtag(etag: string): string[] | undefined {
  return byEtag.get(etag);
}
