'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useText } from '@/components/providers/text-provider';

export const closedRedirectSeconds = 5;

/** A closed job: say so, count down visibly, then go to the home page. */
export function ClosedCountdown({ homeHref }: { homeHref: string }) {
  const t = useText('JobPage');
  const router = useRouter();
  const [seconds, setSeconds] = useState(closedRedirectSeconds);
  useEffect(() => {
    if (seconds <= 0) {
      router.replace(homeHref);
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, router, homeHref]);
  return (
    <div className="notice-banner" role="status">
      <p className="notice-banner__title">{t('closedNotice')}</p>
      <p>{t('redirectCountdown', { seconds: Math.max(seconds, 0) })}</p>
      <NextLink href={homeHref}>{t('goHomeNow')}</NextLink>
    </div>
  );
}
