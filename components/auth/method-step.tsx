'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { sendLoginCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { FormAlert } from './field';
import { useFlow } from './flow';
import { resendAvailableAt } from './resend-button';
import { StepHeading } from './step-heading';

/** Step 2: how to go on with this email: password, a code, a magic link, or a new account. */
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
      <ul className={styles.choices}>
        <li>
          <button type="button" className="button" onClick={() => go({ name: 'password', email })}>
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
      <p className={styles.divider}>{t('newHere')}</p>
      <button type="button" className="button button--secondary" onClick={() => go({ name: 'register', email })}>
        {t('createAccount')}
      </button>
    </>
  );
}
