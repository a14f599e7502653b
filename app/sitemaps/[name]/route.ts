import { companiesPath, companyDirectoryPath, emptyCompaniesSearch, maxCompaniesPage, toCompanySearchQuery } from '@/lib/companies-url';
import { companyPath } from '@/lib/company-url';
import { jobPath } from '@/lib/job-url';
import { languages } from '@/lib/languages';
import { pageUrl } from '@/lib/seo';
import { type SitemapEntry, urlSetXml } from '@/lib/sitemap-xml';
import { searchCompanies } from '@/services/companies';
import { serverHttp } from '@/services/server';
import { getCompanySitemap, getJobSitemap } from '@/services/sitemap';
import { siteOfRequest, xmlHeaders } from '@/services/site-request';
import { searchLandingPages } from './search-landing-pages';
import { staticPages } from '@/lib/content-pages';
import { salaryPath, salarySites } from '@/lib/salary-url';
import { getSalaryPages } from '@/services/salary-insight';

/**
 * `jobs-{n}.xml`: a page of open jobs in every language; `companies-{n}.xml`: a page of companies
 * with open jobs in every language; `company-lists.xml`: every page of the plain companies list
 * and the company directory in every language, while a company has open jobs (they are indexable
 * then);
 * `search.xml`: the search landing pages; `salaries.xml`: the salary insight pages with enough
 * data (docs/decisions/0075), in every language; `pages.xml`: the help, policy and app pages in every
 * language.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const { country, pattern } = siteOfRequest(request);
  const jobsPage = /^jobs-([1-9]\d{0,4})\.xml$/.exec(name);
  const companiesPage = /^companies-([1-9]\d{0,4})\.xml$/.exec(name);
  let urls: SitemapEntry[];
  if (companiesPage) {
    const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
    const result = await getCompanySitemap(http, Number(companiesPage[1]));
    if (result.companies.length === 0) return new Response('Not found', { status: 404 });
    urls = result.companies.flatMap((company) =>
      languages.map((language) => ({
        loc: pageUrl(pattern, country.key, language, companyPath(company.name, company.id)),
        lastmod: company.updated_at,
      })),
    );
  } else if (name === 'company-lists.xml') {
    const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
    const [result, list] = await Promise.all([getCompanySitemap(http, 1), searchCompanies(http, toCompanySearchQuery(emptyCompaniesSearch))]);
    if (result.total_num === 0) return new Response('Not found', { status: 404 });
    const lastmod = result.companies_changed_at ?? undefined;
    // The plain list's pages as the list pages them: page 2 on are landing pages as much as page 1.
    const listPages = Math.min(Math.max(1, list.total_pages), maxCompaniesPage);
    const listPaths = Array.from({ length: listPages }, (_, index) => companiesPath({ page: index + 1 }));
    urls = [...listPaths, companyDirectoryPath].flatMap((path) =>
      languages.map((language) => ({ loc: pageUrl(pattern, country.key, language, path), lastmod })),
    );
  } else if (jobsPage) {
    const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
    const result = await getJobSitemap(http, Number(jobsPage[1]));
    if (result.jobs.length === 0) return new Response('Not found', { status: 404 });
    urls = result.jobs.flatMap((job) =>
      languages.map((language) => ({
        loc: pageUrl(pattern, country.key, language, jobPath(job.title, job.id)),
        lastmod: job.updated_at,
      })),
    );
  } else if (name === 'search.xml') {
    urls = await searchLandingPages(country, pattern);
  } else if (name === 'salaries.xml') {
    if (!(salarySites as readonly string[]).includes(country.key)) return new Response('Not found', { status: 404 });
    const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
    const { pages } = await getSalaryPages(http);
    if (pages.length === 0) return new Response('Not found', { status: 404 });
    urls = pages.flatMap((page) =>
      languages.map((language) => ({ loc: pageUrl(pattern, country.key, language, salaryPath(page.title, page.location, country)), lastmod: page.updated_at.slice(0, 10) })),
    );
  } else if (name === 'pages.xml') {
    urls = staticPages().flatMap((p) => languages.map((language) => ({ loc: pageUrl(pattern, country.key, language, p.path), lastmod: p.lastmod })));
  } else {
    return new Response('Not found', { status: 404 });
  }
  return new Response(urlSetXml(urls), { headers: xmlHeaders });
}
