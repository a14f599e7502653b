'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { forgetQueryParams } from '@/lib/address-bar';
import type { LanguageSlug } from '@/lib/languages';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { logInWithCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { FormAlert } from './field';

/**
 * The link's token and redirect, read from the address bar (the server never echoes them into
 * the page), and the token then taken out of it.
 */
function readAddress(): { token: string | null; redirect: string | null } {
  const query = new URLSearchParams(window.location.search);
  const token = query.get('token');
  forgetQueryParams(['token']);
  return { token: token && token.length >= 20 && token.length <= 200 ? token : null, redirect: safeRedirectPath(query.get('redirect')) };
}

/**
 * The magic link's landing: the token is spent by a POST from the page, never by the GET that
 * opened it, so mail scanners that fetch links do not use it up; and it is read in the browser,
 * so no response carries it.
 */
export function MagicLanding({
  read = readAddress,
  language,
  languageCode,
  navigate = (url) => window.location.assign(url),
}: {
  read?: () => { token: string | null; redirect: string | null };
  language: LanguageSlug;
  languageCode: string;
  navigate?: (url: string) => void;
}) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const started = useRef(false);
  // undefined until the page has read the address (after hydration).
  const [address, setAddress] = useState<{ token: string | null; redirect: string | null } | undefined>(undefined);
  const login = useMutation({
    mutationFn: (found: { token: string; redirect: string | null }) =>
      logInWithCode({ magic_token: found.token, language_code: languageCode }, found.redirect),
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') navigate(outcome.destination);
    },
  });

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const found = read();
    setAddress(found);
    if (found.token) login.mutate({ token: found.token, redirect: found.redirect });
  }, [read, login]);

  const redirect = address?.redirect;
  const again = `/${language}/get-started${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  const token = address === undefined ? undefined : address.token;
  if (token === null || login.isError) {
    return (
      <>
        <FormAlert message={token ? authErrorText(te, login.error, 'login') : t('magicInvalid')} />
        <a className="button" href={again}>
          {t('requestNewLink')}
        </a>
      </>
    );
  }
  return (
    <p role="status" className={styles.lead}>
      {t('magicSigningIn')}
    </p>
  );
}
