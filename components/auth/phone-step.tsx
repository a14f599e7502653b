'use client';

import { useText } from '@/components/providers/text-provider';
import { type FormEvent, useState } from 'react';
import type { CountryKey } from '@/lib/countries';
import { checkPhone, phoneInputMaxLength, type PhoneCheck } from '@/lib/phone';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { resendAvailableAt } from './resend-time';
import { StepHeading } from './step-heading';

export interface PhoneCountry {
  key: CountryKey;
  /** The country's name in the reader's language. */
  name: string;
  /** The name as running text takes it ("the Philippines" in English), when that differs from `name`. */
  inText?: string;
  dialCode: string;
}

/**
 * A phone number with its country or region (platform spec §2), checked against the digit
 * rules of platform spec §9 before a code is texted. The first step a visitor may see, so it
 * holds no React Query and loads the accounts service with the first send.
 */
export function PhoneStep({ countries, defaultKey, focus }: { countries: PhoneCountry[]; defaultKey: CountryKey; focus: boolean }) {
  const t = useText('GetStarted');
  const te = useText('AuthErrors');
  const { go, languageCode } = useFlow();
  const [countryKey, setCountryKey] = useState<CountryKey>(defaultKey);
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<PhoneCheck | null>(null);
  const country = countries.find((c) => c.key === countryKey) ?? countries[0];
  const [send, setSend] = useState<{ isPending: boolean; error: unknown }>({ isPending: false, error: null });

  async function sendCode(target: { phone_country_code: string; phone_num: string }) {
    setSend({ isPending: true, error: null });
    try {
      const { sendLoginCode } = await import('@/services/auth');
      const sent = await sendLoginCode({ ...target, language_code: languageCode });
      go({ name: 'code', target, resendAt: resendAvailableAt(sent.resendAfter) });
    } catch (error) {
      setSend({ isPending: false, error });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!country) return;
    const check = checkPhone(country.dialCode, number);
    if (check.problem) {
      setProblem(check);
      return;
    }
    setProblem(null);
    const phoneNum = `${country.dialCode}${check.national}`;
    import('@/services/auth').then(({ recordGetStarted }) => recordGetStarted({ phone_num: phoneNum })).catch(() => undefined);
    void sendCode({ phone_country_code: country.dialCode, phone_num: check.national });
  }

  return (
    <form noValidate className={styles.form} onSubmit={submit}>
      <StepHeading focus={focus}>{t('phoneHeading')}</StepHeading>
      <FormAlert message={send.error ? authErrorText(te, send.error, 'code') : null} />
      <div className={styles.phoneRow}>
        <Field label={t('countryLabel')}>
          {(a11y) => (
            <select {...a11y} value={countryKey} onChange={(event) => setCountryKey(event.target.value as CountryKey)}>
              {countries.map((c) => (
                <option key={c.key} value={c.key}>
                  {`${c.name} (${c.dialCode})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('phoneLabel')} error={problem ? phoneMessage(t, problem, country?.inText ?? country?.name ?? '') : null}>
          {(a11y) => (
            <input
              {...a11y}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={phoneInputMaxLength}
              dir="ltr"
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </Field>
      </div>
      <button type="submit" className="button" disabled={send.isPending}>
        {t('sendCode')}
      </button>
    </form>
  );
}

/** One message per problem, with the digit count the country's numbers have (platform spec §9). */
function phoneMessage(t: ReturnType<typeof useText>, check: PhoneCheck, country: string): string {
  const [min, max] = check.expected ?? [0, 0];
  switch (check.problem) {
    case 'required':
      return t('phoneRequired');
    case 'digits':
      return t('phoneDigits');
    case 'prefix':
      return t('phonePrefix');
    default:
      if (!check.expected) return check.problem === 'tooShort' ? t('phoneTooShort') : t('phoneTooLong');
      return min === max ? t('phoneLength', { country, digits: min }) : t('phoneLengthRange', { country, min, max });
  }
}
