import type { ConfigLists } from '@/lib/schemas/config';

export interface LocationGroup {
  region: string;
  locations: { seo_value: string; value: string }[];
}

/** The country's locations grouped by region, as the location picker lists them. */
export function locationGroupsOf(lists: Pick<ConfigLists, 'location_lists'>): LocationGroup[] {
  return lists.location_lists.map((region) => ({
    region: region.value,
    locations: region.locations.map((l) => ({ seo_value: l.seo_value, value: l.value })),
  }));
}
