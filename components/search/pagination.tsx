import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import type { SearchLocation } from '@/lib/search-url';
import { pageHref } from './search-links';

/** The pages around the current one, always with the first and the last. */
export function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const [i, page] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) out.push('gap');
    out.push(page);
  }
  return out;
}

/** Crawlable page links (plain anchors with real URLs). */
export async function Pagination({ search, totalPages }: { search: SearchLocation; totalPages: number }) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('Pagination');
  const current = Math.min(search.page, totalPages);
  return (
    <nav aria-label={t('label')} className="pagination">
      <ul>
        {current > 1 && (
          <li>
            <Link href={pageHref(search, current - 1)} rel="prev" prefetch={false}>
              <span aria-hidden="true">‹</span> <span className="visually-hidden">{t('previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(current, totalPages).map((page, i) =>
          page === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className="pagination__current">
                  <span className="visually-hidden">{t('current', { page })}</span>
                  <span aria-hidden="true">{page}</span>
                </span>
              ) : (
                <Link href={pageHref(search, page)} prefetch={false} aria-label={t('page', { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link href={pageHref(search, current + 1)} rel="next" prefetch={false}>
              <span className="visually-hidden">{t('next')}</span> <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
