import { newestChange, sitemapIndexXml } from '@/lib/sitemap-xml';
import { serverHttp } from '@/services/server';
import { getCompanySitemap, getJobSitemap } from '@/services/sitemap';
import { siteOfRequest, xmlHeaders } from '@/services/site-request';
import { staticPages } from '@/lib/content-pages';
import { salarySites } from '@/lib/salary-url';
import { getSalaryPages } from '@/services/salary-insight';

/** Every page of a paged sitemap feed, the first telling how many there are. */
async function allPages<T extends { total_pages: number }>(fetchPage: (page: number) => Promise<T>): Promise<T[]> {
  const first = await fetchPage(1);
  const pages = [first];
  for (let page = 2; page <= first.total_pages; page++) pages.push(await fetchPage(page));
  return pages;
}

/**
 * The sitemap index of the country site on this host: its job and company sitemaps, its
 * companies list and directory (while a company has open jobs), its search landing pages, its
 * salary insight pages with enough data (docs/decisions/0075) and
 * its help, policy and app pages.
 */
export async function GET(request: Request) {
  const { country, origin } = siteOfRequest(request);
  const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
  const [jobPages, companyPages, salaries] = await Promise.all([
    allPages((page) => getJobSitemap(http, page)),
    allPages((page) => getCompanySitemap(http, page)),
    (salarySites as readonly string[]).includes(country.key) ? getSalaryPages(http).then((answer) => answer.pages) : [],
  ]);
  const sitemaps = [
    ...jobPages
      .filter((p) => p.jobs.length > 0)
      .map((p) => ({ loc: `${origin}/sitemaps/jobs-${p.page}.xml`, lastmod: newestChange(p.jobs.map((j) => j.updated_at)) })),
    ...companyPages
      .filter((p) => p.companies.length > 0)
      .map((p) => ({
        loc: `${origin}/sitemaps/companies-${p.page}.xml`,
        lastmod: newestChange(p.companies.map((c) => c.updated_at)),
      })),
    ...(companyPages[0] && companyPages[0].total_num > 0
      ? [{ loc: `${origin}/sitemaps/company-lists.xml`, lastmod: companyPages[0].companies_changed_at ?? undefined }]
      : []),
    { loc: `${origin}/sitemaps/search.xml`, lastmod: new Date().toISOString().slice(0, 10) },
    ...(salaries.length > 0
      ? [{ loc: `${origin}/sitemaps/salaries.xml`, lastmod: newestChange(salaries.map((page) => page.updated_at))?.slice(0, 10) }]
      : []),
    { loc: `${origin}/sitemaps/pages.xml`, lastmod: newestChange(staticPages().map((p) => p.lastmod)) },
  ];
  return new Response(sitemapIndexXml(sitemaps), { headers: xmlHeaders });
}
