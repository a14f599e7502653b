'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatCountdown } from '@/lib/interviews/format';

/** "Check-in opens in 1 hour, 20 minutes", then "open until 10:30", ticking each 30 seconds. */
export function CheckInCountdown({ opensAt, closesAt, language, formatClock }: { opensAt: string; closesAt: string; language: string; formatClock: (iso: string) => string }) {
  const t = useTranslations('Interviews');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const opens = new Date(opensAt).getTime();
  const closes = new Date(closesAt).getTime();
  if (now > closes) return null;
  return (
    <p className="interview-countdown">
      {now < opens ? t('checkInOpensIn', { time: formatCountdown(opens - now, language) }) : t('checkInOpenUntil', { time: formatClock(closesAt) })}
    </p>
  );
}
