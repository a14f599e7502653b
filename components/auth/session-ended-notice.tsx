'use client';

import { useText } from '@/components/providers/text-provider';
import { useEffect } from 'react';
import styles from './auth.module.css';

/**
 * Get-started after a session ended (a 401, core spec §8): says so, and when the browser still
 * holds the ended session's cookies (a page found out on the server, which cannot clear them)
 * clears them through the BFF, so the next visit is not taken for a signed-in one.
 */
export function SessionEndedNotice({ staleCookies }: { staleCookies: boolean }) {
  const t = useText('GetStarted');
  useEffect(() => {
    if (!staleCookies) return;
    void import('@/services/session-lifecycle').then((lifecycle) => lifecycle.expireSessionCookies()).catch(() => undefined);
  }, [staleCookies]);
  return (
    <p role="status" className={styles.alert}>
      {t('sessionEnded')}
    </p>
  );
}
