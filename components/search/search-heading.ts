import type { SitePlace } from '@/components/layout/country-name';
import type { SearchLocation } from '@/lib/search-url';

type Translate = (key: string, values: Record<string, string>) => string;

/** "Sales jobs in Manila", "Jobs in Philippines", "Jobs worldwide", … in the reader's language. */
export function searchHeading(t: Translate, search: SearchLocation, locationName: string | null, place: SitePlace) {
  const keyword = search.keyword;
  if (keyword && locationName) return t('headingKeywordLocation', { keyword, location: locationName });
  if (keyword) return t('headingKeyword', { ...place, keyword });
  if (locationName) return t('headingLocation', { location: locationName });
  return t('headingAll', place);
}
