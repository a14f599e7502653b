import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { Location } from '@/lib/schemas/config';
import type { JobSearchResult } from '@/lib/schemas/job';
import { encodeSearchPath, normalizeKeyword, type SearchLocation } from '@/lib/search-url';

const maxLinks = 6;

/**
 * Crawlable links to neighbouring searches: the job titles found on this page, and this
 * keyword in the country's busiest other locations.
 */
export async function RelatedSearches({
  search,
  result,
  locations,
}: {
  search: SearchLocation;
  result: JobSearchResult;
  locations: Location[];
}) {
  const t = await getTranslations('SearchPage');
  const keyword = normalizeKeyword(search.keyword);
  const titles = [...new Map(result.jobs.flatMap((j) => (j.function_title ? [[j.function_title.id, j.function_title.value]] : []))).values()]
    .filter((title) => normalizeKeyword(title) !== keyword)
    .slice(0, maxLinks);
  const counts = result.facets?.job_locations ?? {};
  const busiest = locations
    .filter((l) => l.seo_value !== search.location && (counts[String(l.id)] ?? 0) > 0)
    .sort((a, b) => (counts[String(b.id)] ?? 0) - (counts[String(a.id)] ?? 0))
    .slice(0, maxLinks);
  const links = [
    ...titles.map((title) => ({
      href: encodeSearchPath({ keyword: title, location: search.location, filters: {}, sort: null, page: 1 }),
      label: t('titleJobs', { title }),
    })),
    ...busiest.map((location) => ({
      href: encodeSearchPath({ keyword: search.keyword, location: location.seo_value, filters: {}, sort: null, page: 1 }),
      label: search.keyword ? t('headingKeywordLocation', { keyword: search.keyword, location: location.value }) : t('jobsIn', { location: location.value }),
    })),
  ];
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="related-searches" className="related">
      <h2 id="related-searches">{t('relatedSearches')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
