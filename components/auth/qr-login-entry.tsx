'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import styles from './auth.module.css';

/** The QR panel, its service and its contract load only when the visitor asks for the QR code. */
const QrLoginPanel = lazy(() => import('./qr-login-panel'));

/** "Log in with QR code" on get-started (platform spec §2): a button until the visitor opens it. */
export function QrLoginEntry({ redirect, navigate }: { redirect: string | null; navigate?: (url: string) => void }) {
  const t = useTranslations('QrLogin');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.form}>
      <p className={styles.divider}>
        {t('or')}
      </p>
      {open ? (
        <Suspense fallback={<p className={styles.hint}>{t('loading')}</p>}>
          <QrLoginPanel redirect={redirect} navigate={navigate} />
        </Suspense>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('open')}
        </button>
      )}
    </div>
  );
}
