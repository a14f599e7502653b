import { type ContentPageSlug, contentPageKey, contentPagePath, contentPageSlugs, downloadAppPath } from '@/lib/content-pages';
import { companyDirectoryPath } from '@/lib/companies-url';
import { encodeSearchPath } from '@/lib/search-url';
import { talentsPath } from '@/lib/talents-landing';

/**
 * The footer's links inside the site (platform spec §2 "Footer"), as paths after the language.
 * Kept apart from the component so a test can check every one resolves to a page on every site.
 */

/** The job categories the footer lists, by main function key, in the spec's order. */
export const footerCategoryKeys = ['sales', 'it-software', 'customer-service-bpo', 'finance-accounting', 'healthcare'] as const;

export interface FooterLink {
  key: string;
  label: string;
  href: string;
}

const search = (keyword: string) => encodeSearchPath({ keyword, location: null, filters: {}, sort: null, page: 1 });

/**
 * Each category links to its landing page: the search for the category's name in the page's
 * language, which the search page reads as that category (load-search.ts). Categories the
 * country's lists lack are left out; "All jobs" always closes the list.
 */
export function footerCategories(
  mainFunctions: readonly { key: string; value: string }[],
  allJobsLabel: string,
): FooterLink[] {
  const links: FooterLink[] = [];
  for (const key of footerCategoryKeys) {
    const category = mainFunctions.find((f) => f.key === key);
    if (category) links.push({ key, label: category.value, href: search(category.value) });
  }
  links.push({ key: 'all', label: allJobsLabel, href: search('') });
  return links;
}

export const footerCompanyPaths = { directory: companyDirectoryPath, downloadApp: downloadAppPath, talents: talentsPath } as const;

export const footerHelpPages: readonly { slug: ContentPageSlug; key: string; href: string }[] = contentPageSlugs.map((slug) => ({
  slug,
  key: contentPageKey(slug),
  href: contentPagePath(slug),
}));
