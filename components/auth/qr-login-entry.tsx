'use client';

import { useText } from '@/components/providers/text-provider';
import { lazy, Suspense, useState } from 'react';
import type { IntlScope } from '@/components/providers/intl-scope';
import styles from './auth.module.css';

interface PanelProps {
  redirect: string | null;
  navigate?: (url: string) => void;
  intl?: IntlScope;
}

/**
 * The QR panel, its service and its contract load only when the visitor asks for the QR code,
 * with next-intl, which the panel formats with (the entry itself uses the small formatter).
 */
const QrLoginPanel = lazy(() =>
  Promise.all([import('./qr-login-panel'), import('@/components/providers/intl-scope')]).then(([panel, scoped]) => ({
    default: function ScopedPanel({ intl, ...props }: PanelProps) {
      const content = <panel.default {...props} />;
      return intl ? <scoped.IntlScopeProvider scope={intl}>{content}</scoped.IntlScopeProvider> : content;
    },
  })),
);

/** "Log in with QR code" on get-started (platform spec §2): a button until the visitor opens it. */
export function QrLoginEntry({ redirect, navigate, intl }: PanelProps) {
  const t = useText('QrLogin');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.form}>
      <p className={styles.divider}>
        {t('or')}
      </p>
      {open ? (
        <Suspense fallback={<p className={styles.hint}>{t('loading')}</p>}>
          <QrLoginPanel redirect={redirect} navigate={navigate} intl={intl} />
        </Suspense>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('open')}
        </button>
      )}
    </div>
  );
}
