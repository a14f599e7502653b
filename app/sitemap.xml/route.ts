import { sitemapIndexXml } from '@/lib/sitemap-xml';
import { serverHttp } from '@/services/server';
import { getJobSitemap } from '@/services/sitemap';
import { siteOfRequest, xmlHeaders } from '@/services/site-request';

/** The sitemap index of the country site on this host: its job sitemaps and its search landing pages. */
export async function GET(request: Request) {
  const { country, origin } = siteOfRequest(request);
  const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
  const first = await getJobSitemap(http, 1);
  const pages = [first];
  for (let page = 2; page <= first.total_pages; page++) pages.push(await getJobSitemap(http, page));
  const sitemaps = pages.map((p) => ({
    loc: `${origin}/sitemaps/jobs-${p.page}.xml`,
    // ISO timestamps sort as text: the newest change of the page.
    lastmod: p.jobs.map((j) => j.updated_at).sort().at(-1) ?? '',
  }));
  sitemaps.push({ loc: `${origin}/sitemaps/search.xml`, lastmod: new Date().toISOString().slice(0, 10) });
  return new Response(sitemapIndexXml(sitemaps.map((s) => ({ loc: s.loc, lastmod: s.lastmod || undefined }))), {
    headers: xmlHeaders,
  });
}
