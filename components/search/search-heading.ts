import type { SitePlace } from '@/lib/country-name';
import type { SearchLocation } from '@/lib/search-url';

type Translate = (key: string, values: Record<string, string>) => string;

/**
 * "Sales jobs in Manila", "Jobs in the Philippines", "Jobs worldwide", … in the reader's language.
 * A heading starts with a capital even when it starts with the keyword as typed ("software
 * engineer jobs" reads "Software engineer jobs", issue 33 item 6), in the page's locale (Turkish
 * "işçi" → "İşçi").
 */
export function searchHeading(t: Translate, search: SearchLocation, locationName: string | null, place: SitePlace, locale = 'en') {
  const keyword = search.keyword;
  const heading = keyword && locationName
    ? t('headingKeywordLocation', { keyword, location: locationName })
    : keyword
      ? t('headingKeyword', { ...place, keyword })
      : locationName
        ? t('headingLocation', { location: locationName })
        : t('headingAll', place);
  const [first = ''] = heading;
  return first.toLocaleUpperCase(locale) + heading.slice(first.length);
}
