'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sendLoginCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { FormAlert } from './field';
import { useFlow } from './flow';
import { ResendButton, resendAvailableAt } from './resend-button';
import { StepHeading } from './step-heading';

/** The magic link's "sent" confirmation (platform spec §2): check your inbox, or send it again. */
export function MagicSentStep({ email, resendAt }: { email: string; resendAt: number }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, redirect, languageCode } = useFlow();
  const [availableAt, setAvailableAt] = useState(resendAt);
  const resend = useMutation({
    mutationFn: () => sendLoginCode({ email, magic_link: true, redirect: redirect ?? undefined, language_code: languageCode }),
    onSuccess: ({ resendAfter }) => setAvailableAt(resendAvailableAt(resendAfter)),
  });

  return (
    <>
      <StepHeading focus>{t('magicHeading')}</StepHeading>
      <p className={styles.success} role="status">
        {t.rich('magicSent', { email, ltr: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
      <p className={styles.lead}>{t('magicHint')}</p>
      <FormAlert message={resend.error ? authErrorText(te, resend.error, 'code') : null} />
      <div className={styles.row}>
        <ResendButton sends="link" availableAt={availableAt} pending={resend.isPending} onResend={() => resend.mutate()} />
        <button type="button" className="link-button" onClick={() => go({ name: 'method', email })}>
          {t('otherWays')}
        </button>
      </div>
    </>
  );
}
