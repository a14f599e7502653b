'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { QrLoginShown } from '@/lib/schemas/qr-login';
import { ApiError } from '@/services/api-error';
import { pollQrLogin, showQrLogin } from '@/services/qr-login';
import styles from './auth.module.css';
import { qrCodeExpired, qrCodeUsed } from '@/lib/schemas/api-codes/identity';

/** How often the waiting page asks whether the app has confirmed (docs/decisions/0044). */
const pollEveryMs = 2000;

type Problem = 'expired' | 'used' | 'tooMany' | 'failed';

function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.code === qrCodeExpired) return 'expired';
    if (error.code === qrCodeUsed) return 'used';
    if (error.status === 429) return 'tooMany';
  }
  return 'failed';
}

/**
 * The QR code of one login request, refreshed on demand; the page asks every two seconds whether
 * the app confirmed it and then goes where the login sends it. An expired or used code says so
 * and offers a new one.
 */
export default function QrLoginPanel({ redirect, navigate }: { redirect: string | null; navigate?: (url: string) => void }) {
  const t = useTranslations('QrLogin');
  const [shown, setShown] = useState<QrLoginShown | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    setProblem(null);
    setShown(null);
    try {
      const next = await showQrLogin();
      if (mine === generation.current) setShown(next);
    } catch (error) {
      if (mine === generation.current) setProblem(problemOf(error));
    }
  }, []);

  useEffect(() => {
    void refresh();
    return () => {
      generation.current += 1;
    };
  }, [refresh]);

  useEffect(() => {
    if (!shown || problem) return;
    const mine = generation.current;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        const outcome = await pollQrLogin(redirect);
        if (mine !== generation.current) return;
        if (outcome.kind === 'pending') {
          timer = setTimeout(ask, pollEveryMs);
          return;
        }
        setSigningIn(true);
        (navigate ?? ((url: string) => window.location.assign(url)))(outcome.destination);
      } catch (error) {
        if (mine === generation.current) setProblem(problemOf(error));
      }
    };
    timer = setTimeout(ask, pollEveryMs);
    return () => clearTimeout(timer);
  }, [shown, problem, redirect, navigate]);

  return (
    <div className={styles.qr}>
      <h2 className={styles.qrHeading}>{t('heading')}</h2>
      <p className={styles.lead}>{t('instructions')}</p>
      <div className={styles.qrFrame}>
        {shown && !problem ? (
          // The SVG is drawn by the web server from a fixed alphabet (uqr); as an image it runs nothing.
          // biome-ignore lint/performance/noImgElement: a data: URL of a few kilobytes, nothing to optimise
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.svg)}`} alt={t('imageAlt')} width={200} height={200} />
        ) : (
          <span className={styles.qrPlaceholder} aria-hidden="true" />
        )}
      </div>
      <p role="status" className={problem ? styles.alert : styles.hint}>
        {problem ? t(problem) : signingIn ? t('signingIn') : shown ? t('waiting', { minutes: Math.round(shown.expires_in / 60) }) : t('loading')}
      </p>
      <button type="button" className="button button--secondary" onClick={() => void refresh()} disabled={signingIn}>
        {t('refresh')}
      </button>
    </div>
  );
}
