import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { FilterOptions } from '@/lib/search-query';
import type { SearchFilterName, SearchLocation } from '@/lib/search-url';
import { activeFilterCount, clearedFiltersHref, toggledFilterHref } from './search-links';

/**
 * The filters in force as chips above the results, each a link that removes it, and "Clear all":
 * server-rendered links, so they work before (and without) JavaScript and add nothing to the
 * page's script. Filter combinations are not for crawlers (nofollow).
 */
export async function ActiveFilters({ search, options }: { search: SearchLocation; options: FilterOptions }) {
  if (activeFilterCount(search) === 0) return null;
  const t = await getTranslations('SearchHelp');
  const chips = (Object.entries(search.filters) as [SearchFilterName, string[]][]).flatMap(([name, keys]) =>
    keys.flatMap((key) => {
      const option = options[name].find((o) => o.key === key);
      return option ? [{ name, key, label: option.label }] : [];
    }),
  );
  return (
    <nav className="active-filters" aria-label={t('activeFilters')}>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={`${chip.name}:${chip.key}`}>
            <Link
              href={toggledFilterHref(search, chip.name, chip.key)}
              rel="nofollow"
              prefetch={false}
              className="filter-chip"
              aria-label={t('removeFilter', { label: chip.label })}
            >
              <span>{chip.label}</span>
              <span className="filter-chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href={clearedFiltersHref(search)} rel="nofollow" prefetch={false} className="active-filters__clear">
        {t('clearAll')}
      </Link>
    </nav>
  );
}
