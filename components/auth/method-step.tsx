'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { sendLoginCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { FormAlert } from './field';
import { useFlow } from './flow';
import { isKnownEmail, knownEmailAnswer } from './known-emails';
import { resendAvailableAt } from './resend-button';
import { StepHeading } from './step-heading';

/**
 * Step 2: how to go on with this email: a new account, or the password, a code or a magic link.
 * A new address (one that never signed in on this browser) is led to signing up; a known one to
 * its password.
 */
export function MethodStep({ email }: { email: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, languageCode, redirect } = useFlow();
  const send = useMutation({
    mutationFn: (magic: boolean) =>
      sendLoginCode(magic ? { email, magic_link: true, redirect: redirect ?? undefined, language_code: languageCode } : { email, language_code: languageCode }),
    onSuccess: ({ resendAfter }, magic) =>
      go(magic ? { name: 'magic-sent', email, resendAt: resendAvailableAt(resendAfter) } : { name: 'code', target: { email }, resendAt: resendAvailableAt(resendAfter) }),
  });

  // Until this browser says otherwise, an address is new: signing up leads (issue 36 item 7).
  // The email step asks before it shows this one, so the buttons do not move once shown.
  const [known, setKnown] = useState(() => knownEmailAnswer(email) ?? false);
  useEffect(() => {
    if (knownEmailAnswer(email) !== undefined) return;
    let current = true;
    isKnownEmail(email).then((answer) => current && setKnown(answer));
    return () => {
      current = false;
    };
  }, [email]);

  const createAccount = (primary: boolean) => (
    <button type="button" className={primary ? 'button' : 'button button--secondary'} onClick={() => go({ name: 'register', email })}>
      {t('createAccount')}
    </button>
  );
  const logInChoices = (passwordFirst: boolean) => (
    <ul className={styles.choices}>
      <li>
        <button type="button" className={passwordFirst ? 'button' : 'button button--secondary'} onClick={() => go({ name: 'password', email })}>
          {t('withPassword')}
        </button>
      </li>
      <li>
        <button type="button" className="button button--secondary" disabled={send.isPending} onClick={() => send.mutate(false)}>
          {t('withCode')}
        </button>
      </li>
      <li>
        <button type="button" className="button button--secondary" disabled={send.isPending} onClick={() => send.mutate(true)}>
          {t('withMagicLink')}
        </button>
      </li>
    </ul>
  );

  return (
    <>
      <StepHeading focus>{t('methodHeading')}</StepHeading>
      <div className={styles.row}>
        <p className={styles.lead} dir="auto">
          {email}
        </p>
        <button type="button" className="link-button" onClick={() => go({ name: 'email' })}>
          {t('changeEmail')}
        </button>
      </div>
      <FormAlert message={send.error ? authErrorText(te, send.error, 'code') : null} />
      {known ? (
        <>
          {logInChoices(true)}
          <p className={styles.divider}>{t('newHere')}</p>
          {createAccount(false)}
        </>
      ) : (
        <>
          <p className={styles.divider}>{t('newHere')}</p>
          {createAccount(true)}
          <p className={styles.divider}>{t('returningHere')}</p>
          {logInChoices(false)}
        </>
      )}
    </>
  );
}
