import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { encodeSearchPath, type SearchLocation } from '@/lib/search-url';

/** The search as typed, never corrected (`as_typed=1`, docs/decisions/0072). */
export function asTypedHref(search: SearchLocation): string {
  const path = encodeSearchPath({ ...search, page: 1 });
  return `${path}${path.includes('?') ? '&' : '?'}as_typed=1`;
}

/**
 * "Showing results for X — search instead for Y": the keyword as typed found no job, so the
 * results are those of the closest spelling the platform found (`corrected_query`).
 */
export async function SpellingNotice({ search, corrected }: { search: SearchLocation; corrected: string }) {
  const t = await getTranslations('SearchSpelling');
  const term = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <p className="spelling-notice" data-testid="spelling-notice">
      <span>{t.rich('showingFor', { corrected, term })}</span>{' '}
      <Link href={asTypedHref(search)} rel="nofollow" prefetch={false}>
        {t.rich('searchInstead', { typed: search.keyword, term })}
      </Link>
    </p>
  );
}
