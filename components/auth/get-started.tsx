'use client';

import { useText } from '@/components/providers/text-provider';
import { type KeyboardEvent, lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import type { IntlScope } from '@/components/providers/intl-scope';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import type { SignInOutcome } from '@/services/auth';
import styles from './auth.module.css';
import { EmailStep } from './email-step';
import { type Flow, FlowContext, type Step } from './flow';
import type { PhoneCountry } from './phone-step';

/** The steps after the entry one load when the visitor first goes on (docs/decisions/0069). */
const LaterStep = lazy(() => import('./later-steps'));
/**
 * The phone step (its reader and dial codes) loads when the visitor points at or focuses its tab,
 * or chooses it: email is the first step, and get-started's first load stays within its budget
 * (docs/decisions/0079).
 */
const loadPhoneStep = () => import('./phone-step');
const PhoneStep = lazy(() => loadPhoneStep().then((module) => ({ default: module.PhoneStep })));

export interface GetStartedProps {
  language: LanguageSlug;
  languageCode: string;
  countryKey: CountryKey;
  redirect: string | null;
  /** The countries a code may be texted to; null where the site's country does not allow SMS. */
  phone: { countries: PhoneCountry[]; defaultKey: CountryKey } | null;
  initialEmail?: string;
  navigate?: (url: string) => void;
  /** The messages the later steps format with next-intl, which loads with them; without it, the provider above is used. */
  intl?: IntlScope;
}

/**
 * Log in or sign up (platform spec §2 Sign-up and login): email first, then a password, an
 * emailed code or magic link, or a new account; a phone number where SMS is allowed; the safety
 * step and the choice of account when the platform asks for them.
 */
export function GetStarted({ language, languageCode, countryKey, redirect, phone, initialEmail, navigate, intl }: GetStartedProps) {
  const t = useText('GetStarted');
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
              onPointerEnter={name === 'phone' ? () => void loadPhoneStep() : undefined}
              onFocus={name === 'phone' ? () => void loadPhoneStep() : undefined}
            >
              {t(name === 'email' ? 'tabEmail' : 'tabPhone')}
            </button>
          ))}
        </div>
      )}
      {entry && phone ? (
        <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${step.name}`} className={styles.form}>
          {renderStep(step, moved, { initialEmail, phone, intl }, t('loading'))}
        </div>
      ) : (
        <div className={styles.form}>{renderStep(step, moved, { initialEmail, phone, intl }, t('loading'))}</div>
      )}
    </FlowContext.Provider>
  );
}

function renderStep(step: Step, moved: boolean, extra: Pick<GetStartedProps, 'initialEmail' | 'phone' | 'intl'>, loading: string) {
  const fallback = (
    <p role="status" className={styles.hint}>
      {loading}
    </p>
  );
  switch (step.name) {
    case 'email':
      return <EmailStep initialEmail={extra.initialEmail} focus={moved} />;
    case 'phone':
      return extra.phone ? (
        <Suspense fallback={fallback}>
          <PhoneStep countries={extra.phone.countries} defaultKey={extra.phone.defaultKey} focus={moved} />
        </Suspense>
      ) : null;
    default:
      return (
        <Suspense fallback={fallback}>
          <LaterStep step={step} intl={extra.intl} />
        </Suspense>
      );
  }
}
