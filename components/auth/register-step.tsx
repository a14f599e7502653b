'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { inNameOrder } from '@/lib/person-name';
import { ApiError } from '@/services/api-error';
import { register } from '@/services/auth';
import styles from './auth.module.css';
import { authErrorText } from './auth-errors';
import { Field, FormAlert } from './field';
import { useFlow } from './flow';
import { type RegisterForm, registerForm } from './forms';
import { rememberEmail } from './known-emails';
import { StepHeading } from './step-heading';
import { validationFailed } from '@/lib/schemas/api-codes/generic';

type Output = { first_name: string; last_name: string; password: string; terms: true; subscribe: boolean };
const fields = ['first_name', 'last_name', 'password'] as const;

/**
 * A new account with a password (core spec §3 registration payload). The platform emails a
 * verification code; the next page asks for it, then goes where core spec §4 says.
 */
export function RegisterStep({ email }: { email: string }) {
  const t = useTranslations('GetStarted');
  const te = useTranslations('AuthErrors');
  const { go, navigate, redirect, language, languageCode, countryKey } = useFlow();
  const { form, errors, busy, problem, onSubmit } = useSchemaForm<RegisterForm, Output, string>({
    schema: registerForm,
    defaultValues: { first_name: '', last_name: '', password: '', terms: false as unknown as true, subscribe: false },
    submit: async (values) => {
      const { destination } = await register(
        {
          email,
          password: values.password,
          first_name: values.first_name,
          last_name: values.last_name,
          terms_and_condition: 1,
          is_subscribe: values.subscribe ? 1 : 0,
          source: 'web',
          country_key: countryKey,
          language_code: languageCode,
        },
        redirect,
      );
      await rememberEmail(email);
      navigate(`/${language}/verify-email?redirect=${encodeURIComponent(destination)}`);
    },
    // The alert says what failed; the platform's field errors (validationFailed) also mark the fields they name.
    refuse: (error) => [
      { form: authErrorText(te, error, 'register') },
      ...(error instanceof ApiError && error.code === validationFailed
        ? fields.filter((field) => error.fieldErrors[field]).map((field) => ({ field, message: '' }))
        : []),
    ],
  });

  const nameError = (field: 'first_name' | 'last_name') => {
    const issue = errors[field];
    if (!issue) return null;
    return issue.type === 'too_small' ? t('nameRequired') : t('nameRule');
  };

  return (
    <form noValidate className={styles.form} onSubmit={onSubmit}>
      <StepHeading focus>{t('registerHeading')}</StepHeading>
      <div className={styles.row}>
        <p className={styles.lead} dir="auto">
          {email}
        </p>
        <button type="button" className="link-button" onClick={() => go({ name: 'email' })}>
          {t('changeEmail')}
        </button>
      </div>
      <FormAlert message={problem} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {inNameOrder(
        language,
        <Field key="first" label={t('firstNameLabel')} error={nameError('first_name')}>
          {(a11y) => <input {...a11y} {...form.register('first_name')} autoComplete="given-name" maxLength={50} />}
        </Field>,
        <Field key="last" label={t('lastNameLabel')} error={nameError('last_name')}>
          {(a11y) => <input {...a11y} {...form.register('last_name')} autoComplete="family-name" maxLength={50} />}
        </Field>,
      )}
      <Field label={t('newPasswordLabel')} hint={t('passwordRule')} error={errors.password ? t('passwordRule') : null}>
        {(a11y) => <input {...a11y} {...form.register('password')} type="password" autoComplete="new-password" dir="ltr" />}
      </Field>
      <Check label={t('acceptTerms')} error={errors.terms ? t('termsRequired') : null} registration={form.register('terms')} />
      <Check label={t('subscribe')} registration={form.register('subscribe')} />
      <button type="submit" className="button" disabled={busy}>
        {t('createAccount')}
      </button>
      <button type="button" className="link-button" onClick={() => go({ name: 'method', email })}>
        {t('haveAccount')}
      </button>
    </form>
  );
}

function Check({ label, error, registration }: { label: string; error?: string | null; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div>
      <div className={styles.check}>
        <input
          {...registration}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
