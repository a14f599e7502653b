import type { Country } from '@/lib/countries';
import { languageBySlug, languages } from '@/lib/languages';
import type { JobSearchQuery } from '@/lib/schemas/job';
import { encodeSearchPath } from '@/lib/search-url';
import { pageUrl } from '@/lib/seo';
import type { SitemapEntry } from '@/lib/sitemap-xml';
import { web3Keyword } from '@/lib/web3';
import { searchJobs } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { serverConfigLists } from '@/services/server-config';

/**
 * The search landing pages of a country site in every language: all jobs, remote jobs, Web3 jobs, each main
 * function (its page searches by the category, load-search.ts) and each place. Only pages
 * with results are listed (an empty search is not indexed), and each page's lastmod is when its
 * newest job was posted: when its results last changed by a job coming in.
 */
export async function searchLandingPages(country: Country, pattern: string): Promise<SitemapEntry[]> {
  const http = serverHttp({ country: country.key, language: 'en-us', device: 'web' });
  const newest = async (query: Partial<JobSearchQuery>) => {
    const result = await searchJobs(http, { sort: 1, size: 1, page: 1, facets: 0, ...query } as JobSearchQuery);
    return result.total_num > 0 ? result.jobs[0]?.posted_at.slice(0, 10) : undefined;
  };
  const lists = await serverConfigLists(country.key, 'en-us');
  const [all, remote, web3, functions, places] = await Promise.all([
    newest({}),
    newest({ work_arrangements: 'remote' }),
    newest({ query: web3Keyword }),
    Promise.all(lists.main_functions.map(async (f) => ({ id: f.id, lastmod: await newest({ main_functions: String(f.id) }) }))),
    Promise.all(
      lists.location_lists.flatMap((r) => r.locations).map(async (l) => ({ seo: l.seo_value, lastmod: await newest({ job_locations: String(l.id) }) })),
    ),
  ]);
  const entries: SitemapEntry[] = [];
  for (const { slug } of languages) {
    const language = languageBySlug(slug);
    const add = (path: string, lastmod: string | undefined) => {
      if (lastmod) entries.push({ loc: pageUrl(pattern, country.key, language, path), lastmod });
    };
    const search = (keyword: string, location: string | null) => encodeSearchPath({ keyword, location, filters: {}, sort: null, page: 1 }, slug);
    add('/', all);
    add('/remote-jobs', remote);
    add('/web3-jobs', web3);
    add(search('', null), all);
    const localLists = await serverConfigLists(country.key, slug);
    for (const f of localLists.main_functions) add(search(f.value, null), functions.find((x) => x.id === f.id)?.lastmod);
    for (const place of places) add(search('', place.seo), place.lastmod);
  }
  return entries;
}
