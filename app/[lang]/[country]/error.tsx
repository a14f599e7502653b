'use client';

import { useText } from '@/components/providers/text-provider';
import { useEffect } from 'react';

/** A page that failed to render: the spec's generic notice, reported when Sentry is on. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useText('Notices');
  useEffect(() => {
    if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
    void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
  }, [error]);
  return (
    <section className="status-page" role="alert">
      <p>{t('serverError')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
