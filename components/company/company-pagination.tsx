import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';

/** Page numbers around the current one, always with the first and the last; null marks a gap. */
export function companyPageWindow(current: number, total: number): (number | null)[] {
  const pages = [...new Set([1, current - 1, current, current + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  return pages.flatMap((page, i) => (i > 0 && page - (pages[i - 1] as number) > 1 ? [null, page] : [page]));
}

/** Crawlable page links of a company's jobs (plain anchors with real URLs). */
export async function CompanyPagination({
  current,
  totalPages,
  hrefOf,
}: {
  current: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('Pagination');
  return (
    <nav aria-label={t('label')} className="pagination">
      <ul>
        {current > 1 && (
          <li>
            <Link href={hrefOf(current - 1)} rel="prev" prefetch={false}>
              <span aria-hidden="true">‹</span> <span className="visually-hidden">{t('previous')}</span>
            </Link>
          </li>
        )}
        {companyPageWindow(current, totalPages).map((page, i) =>
          page === null ? (
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
                <Link href={hrefOf(page)} prefetch={false} aria-label={t('page', { page })}>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link href={hrefOf(current + 1)} rel="next" prefetch={false}>
              <span className="visually-hidden">{t('next')}</span> <span aria-hidden="true">›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
