'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type AccountChoice, logInWithCode } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { FormAlert } from './field';
import { useFlow } from './flow';
import { StepHeading } from './step-heading';
import { personName } from '@/lib/person-name';

/** The phone number belongs to several accounts (platform spec §2): the user picks one. */
export function AccountChoiceStep({ choice }: { choice: AccountChoice }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, follow, redirect, languageCode } = useFlow();
  const pick = useMutation({
    mutationFn: (userId: number) => logInWithCode({ choice_token: choice.choiceToken, user_id: userId, language_code: languageCode }, redirect),
    onSuccess: (outcome) => follow(outcome),
  });

  return (
    <>
      <StepHeading focus>{t('accountsHeading')}</StepHeading>
      <p className={styles.lead}>{t('accountsText')}</p>
      <FormAlert message={pick.error ? authErrorText(te, pick.error, 'login') : null} />
      <ul className={styles.choices}>
        {choice.accounts.map((account) => {
          const name = personName(account.first_name, account.last_name) || t('unnamedAccount');
          return (
            <li key={account.user_id}>
              <button
                type="button"
                className={`button button--secondary ${styles.account}`}
                disabled={pick.isPending}
                onClick={() => pick.mutate(account.user_id)}
              >
                <span aria-hidden="true" className={styles.avatar}>
                  {name.slice(0, 1).toUpperCase()}
                </span>
                <span>
                  <strong>{name}</strong>
                  {account.email_masked && (
                    <>
                      <br />
                      <bdi>{account.email_masked}</bdi>
                    </>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="link-button" onClick={() => go({ name: 'phone' })}>
        {t('changeNumber')}
      </button>
    </>
  );
}
