'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useId, useMemo, useState } from 'react';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import type { SignInOutcome } from '@/services/auth';
import { AccountChoiceStep } from './account-choice-step';
import styles from './auth.module.css';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';
import { type Flow, FlowContext, type Step } from './flow';
import { MagicSentStep } from './magic-sent-step';
import { MethodStep } from './method-step';
import { PasswordStep } from './password-step';
import { type PhoneCountry, PhoneStep } from './phone-step';
import { RegisterStep } from './register-step';
import { ResetStep } from './reset-step';
import { SafetyStep } from './safety-step';

export interface GetStartedProps {
  language: LanguageSlug;
  languageCode: string;
  countryKey: CountryKey;
  redirect: string | null;
  /** The countries a code may be texted to; null where the site's country does not allow SMS. */
  phone: { countries: PhoneCountry[]; defaultKey: CountryKey } | null;
  initialEmail?: string;
  navigate?: (url: string) => void;
}

/**
 * Log in or sign up (platform spec §2 Sign-up and login): email first, then a password, an
 * emailed code or magic link, or a new account; a phone number where SMS is allowed; the safety
 * step and the choice of account when the platform asks for them.
 */
export function GetStarted({ language, languageCode, countryKey, redirect, phone, initialEmail, navigate }: GetStartedProps) {
  const t = useTranslations('GetStarted');
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [moved, setMoved] = useState(false);
  const tabsId = useId();

  const go = useCallback((next: Step) => {
    setMoved(true);
    setStep(next);
  }, []);

  const leave = useMemo(() => navigate ?? ((url: string) => window.location.assign(url)), [navigate]);

  const follow = useCallback(
    (outcome: SignInOutcome, login?: { email: string; password: string }) => {
      if (outcome.kind === 'signed-in') leave(outcome.destination);
      else if (outcome.kind === 'choose-account') go({ name: 'accounts', choice: outcome });
      else if (login) go({ name: 'safety', ...login, emailMasked: outcome.emailMasked });
    },
    [go, leave],
  );

  const flow: Flow = useMemo(
    () => ({ language, languageCode, countryKey, redirect, go, navigate: leave, follow }),
    [language, languageCode, countryKey, redirect, go, leave, follow],
  );

  const onTabKey = (event: KeyboardEvent) => {
    if (!phone || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = step.name === 'email' ? 'phone' : 'email';
    go({ name: next });
    document.getElementById(`${tabsId}-${next}`)?.focus();
  };

  const entry = step.name === 'email' || step.name === 'phone';

  return (
    <FlowContext.Provider value={flow}>
      {entry && phone && (
        <div role="tablist" aria-label={t('tabsLabel')} className={styles.tabs} onKeyDown={onTabKey}>
          {(['email', 'phone'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}`}
              aria-selected={step.name === name}
              aria-controls={`${tabsId}-panel`}
              tabIndex={step.name === name ? 0 : -1}
              className={styles.tab}
              onClick={() => go({ name })}
            >
              {t(name === 'email' ? 'tabEmail' : 'tabPhone')}
            </button>
          ))}
        </div>
      )}
      {entry && phone ? (
        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${step.name}`} className={styles.form}>
          {renderStep(step, moved, { initialEmail, phone })}
        </div>
      ) : (
        <div className={styles.form}>{renderStep(step, moved, { initialEmail, phone })}</div>
      )}
    </FlowContext.Provider>
  );
}

function renderStep(step: Step, moved: boolean, extra: Pick<GetStartedProps, 'initialEmail' | 'phone'>) {
  switch (step.name) {
    case 'email':
      return <EmailStep initialEmail={extra.initialEmail} focus={moved} />;
    case 'phone':
      return extra.phone ? <PhoneStep countries={extra.phone.countries} defaultKey={extra.phone.defaultKey} focus={moved} /> : null;
    case 'method':
      return <MethodStep email={step.email} />;
    case 'password':
      return <PasswordStep email={step.email} />;
    case 'safety':
      return <SafetyStep email={step.email} password={step.password} emailMasked={step.emailMasked} />;
    case 'code':
      return <CodeStep target={step.target} resendAt={step.resendAt} />;
    case 'magic-sent':
      return <MagicSentStep email={step.email} resendAt={step.resendAt} />;
    case 'register':
      return <RegisterStep email={step.email} />;
    case 'reset':
      return <ResetStep email={step.email} />;
    case 'accounts':
      return <AccountChoiceStep choice={step.choice} />;
  }
}
