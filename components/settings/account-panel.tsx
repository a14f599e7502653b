'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PhoneNumber } from '@/components/ui/phone-number';
import type { LanguageSlug } from '@/lib/languages';
import type { AccountSetting } from '@/lib/schemas/jobseeker-answers';
import { ChangeEmail } from './change-email';
import { ChangePassword } from './change-password';
import { ChangePhone, type DialCodeOption } from './change-phone';
import { DeleteAccount } from './delete-account';
import styles from './settings.module.css';

type Account = Pick<AccountSetting, 'email' | 'is_email_verify' | 'phone_country_code' | 'phone_num' | 'is_mobile_verified' | 'has_password'>;

function Badge({ verified }: { verified: boolean }) {
  const t = useTranslations('AccountSettings');
  return <span className={verified ? styles.verified : styles.unverified}>{verified ? t('verified') : t('unverified')}</span>;
}

/**
 * The account section: the sign-in email, the phone and the password as the platform holds them
 * (server-rendered first), each with its change form. Answers of the changes update it in place.
 */
export function AccountPanel({
  initial,
  language,
  dialCodes,
  defaultDialCode,
}: {
  initial: Account;
  language: string;
  dialCodes: DialCodeOption[];
  defaultDialCode: string;
}) {
  const t = useTranslations('AccountSettings');
  const [account, setAccount] = useState<Account>(initial);
  const phone = account.phone_num ? `${account.phone_country_code ?? ''}${account.phone_num}` : null;

  return (
    <div className={styles.rows}>
      <section className={styles.row} aria-labelledby="settings-email">
        <h3 id="settings-email">{t('emailLabel')}</h3>
        <p className={styles.value}>
          {account.email ? (
            <>
              <span dir="ltr">{account.email}</span> <Badge verified={account.is_email_verify} />
            </>
          ) : (
            t('none')
          )}
        </p>
        {account.email || account.has_password ? (
          <ChangeEmail
            email={account.email}
            hasPassword={account.has_password}
            language={language}
            onChanged={(email) => setAccount((current) => ({ ...current, email, is_email_verify: true }))}
          />
        ) : (
          <p className={styles.hint}>{t('addEmailInProfile')}</p>
        )}
      </section>
      <section className={styles.row} aria-labelledby="settings-phone">
        <h3 id="settings-phone">{t('phoneLabel')}</h3>
        <p className={styles.value}>
          {phone ? (
            <>
              <PhoneNumber value={phone} /> <Badge verified={account.is_mobile_verified} />
            </>
          ) : (
            t('none')
          )}
        </p>
        {dialCodes.length > 0 && (account.email || account.has_password) && (
          <ChangePhone
            email={account.email}
            hasPassword={account.has_password}
            hasPhone={phone !== null}
            language={language}
            dialCodes={dialCodes}
            defaultDialCode={defaultDialCode}
            onChanged={(changed) => setAccount((current) => ({ ...current, ...changed }))}
          />
        )}
      </section>
      <section className={styles.row} aria-labelledby="settings-password">
        <h3 id="settings-password">{t('passwordLabel')}</h3>
        <p className={styles.value}>{account.has_password ? t('passwordSet') : t('passwordNotSet')}</p>
        {(account.email || account.has_password) && (
          <ChangePassword
            email={account.email}
            hasPassword={account.has_password}
            language={language}
            onChanged={() => setAccount((current) => ({ ...current, has_password: true }))}
          />
        )}
      </section>
      {(account.email || account.has_password) && (
        <DeleteAccount email={account.email} hasPassword={account.has_password} language={language as LanguageSlug} />
      )}
    </div>
  );
}
