'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

export const closedRedirectSeconds = 5;

/** A closed job: say so, count down visibly, then go to the home page. */
export function ClosedCountdown() {
  const t = useTranslations('JobPage');
  const router = useRouter();
  const [seconds, setSeconds] = useState(closedRedirectSeconds);
  useEffect(() => {
    if (seconds <= 0) {
      router.replace('/');
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, router]);
  return (
    <div className="notice-banner" role="status">
      <p className="notice-banner__title">{t('closedNotice')}</p>
      <p>{t('redirectCountdown', { seconds: Math.max(seconds, 0) })}</p>
      <Link href="/">{t('goHomeNow')}</Link>
    </div>
  );
}
