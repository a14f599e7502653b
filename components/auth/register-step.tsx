'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
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
import { zodResolver } from './zod-resolver';
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
  const form = useForm<RegisterForm, unknown, Output>({
    resolver: zodResolver(registerForm),
    defaultValues: { first_name: '', last_name: '', password: '', terms: false as unknown as true, subscribe: false },
  });
  const { errors } = form.formState;
  const signUp = useMutation({
    mutationFn: (values: Output) =>
      register(
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
      ),
    onSuccess: async ({ destination }) => {
      await rememberEmail(email);
      navigate(`/${language}/verify-email?redirect=${encodeURIComponent(destination)}`);
    },
    onError: (error) => {
      // The platform's field errors land on the fields they name.
      if (error instanceof ApiError && error.code === validationFailed) {
        for (const field of fields) if (error.fieldErrors[field]) form.setError(field, { type: 'server' });
      }
    },
  });

  const nameError = (field: 'first_name' | 'last_name') => {
    const issue = errors[field];
    if (!issue) return null;
    return issue.type === 'too_small' ? t('nameRequired') : t('nameRule');
  };

  return (
    <form noValidate className={styles.form} onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      <StepHeading focus>{t('registerHeading')}</StepHeading>
      <div className={styles.row}>
        <p className={styles.lead} dir="auto">
          {email}
        </p>
        <button type="button" className="link-button" onClick={() => go({ name: 'email' })}>
          {t('changeEmail')}
        </button>
      </div>
      <FormAlert message={signUp.error ? authErrorText(te, signUp.error, 'register') : null} />
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
      <button type="submit" className="button" disabled={signUp.isPending}>
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
