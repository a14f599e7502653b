import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { type MyJobsView, myJobsHref } from '../load-my-jobs';

/** Previous and next page, and where the reader is. */
export async function MyJobsPager({ view, totalPages }: { view: MyJobsView; totalPages: number }) {
  if (totalPages <= 1 && view.page <= 1) return null;
  const t = await getTranslations('MyJobs');
  return (
    <nav aria-label={t('pagesLabel')} className="pager">
      {view.page > 1 && (
        <Link href={myJobsHref(view, { page: Math.min(view.page - 1, Math.max(totalPages, 1)) })} rel="prev" prefetch={false}>
          {t('previousPage')}
        </Link>
      )}
      <span aria-current="page">{t('pageOf', { page: view.page, count: Math.max(totalPages, 1) })}</span>
      {view.page < totalPages && (
        <Link href={myJobsHref(view, { page: view.page + 1 })} rel="next" prefetch={false}>
          {t('nextPage')}
        </Link>
      )}
    </nav>
  );
}
