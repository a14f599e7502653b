/** Sitemap protocol documents (sitemaps.org), escaped. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const items = sitemaps
    .map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${s.lastmod}</lastmod>` : ''}</sitemap>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

export function urlSetXml(urls: SitemapEntry[]): string {
  const items = urls
    .map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>`;
}

/** The newest of a page's change times (ISO timestamps sort as text), or undefined for none. */
export function newestChange(times: string[]): string | undefined {
  return [...times].sort().at(-1);
}
