'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useText, useTextLocale } from '@/components/providers/text-provider';
import { FilePicker } from '@/components/ui/file-picker';
import {
  type ApplyResult,
  applicationLimits,
  checkScreeningAnswers,
  resumeFormMaxBytes,
  resumeTypes,
  type ScreeningQuestion,
} from '@/lib/schemas/applications';
import { countryByKey } from '@/lib/countries';
import { inNameOrder } from '@/lib/person-name';
import { checkContactPhone } from '@/lib/phone';
import { registerBodySchema } from '@/lib/schemas/auth';
import { ApiError } from '@/services/api-error';
import { detectDevice, documentSite, loadBrowserHttp } from '@/services/browser-context';
import { applyToJob } from '@/services/jobs';
import { uploadResume } from '@/services/jobseeker-resumes';
import { myJobKeys } from '@/services/my-job-keys';
import { quickRegister } from '@/services/quick-apply';
import { FormField } from './form-field';
import { ResumeChoice } from './resume-choice';
import { YesNoField } from './yes-no-field';
import { getStartedHref } from './intent';
import { emailTaken as emailTakenCode, newEmailTaken } from '@/lib/schemas/api-codes/account';
import { alreadyApplied as alreadyAppliedCode, jobClosed as jobClosedCode } from '@/lib/schemas/api-codes/applications';
import { emailRegistered } from '@/lib/schemas/api-codes/generic';
import { resumeLimit } from '@/lib/schemas/api-codes/resumes';

export interface ApplyFormValues {
  email: string;
  first_name: string;
  last_name: string;
  contact_number: string;
  resume: FileList | null;
  /** Signed in: the id of the attached resume chosen ('' when the seeker has none). */
  resume_id: string;
  terms: boolean;
  first_message: string;
  /** Keyed `q<question id>`: a numeric key would make react-hook-form build an array. */
  answers: Record<string, string>;
}

type Translate = ReturnType<typeof useText>;
type Messages = Partial<Record<string, string>>;

const takenEmailCodes = new Set<number>([emailTakenCode, newEmailTaken, emailRegistered]);
const answerKey = (id: number) => `q${id}`;

function answersOf(values: ApplyFormValues, questions: readonly ScreeningQuestion[]) {
  return questions.map((q) => ({ question_id: q.id, answer: values.answers?.[answerKey(q.id)] ?? '' }));
}

/**
 * The rules of the form, with the catalogue's messages: the platform's own rules (registration
 * names and email from lib/schemas/auth, screening answers from lib/schemas/applications), and
 * the form's stricter resume limit of 5 MB (docs/decisions/0017). Keys are field paths.
 */
/**
 * The contact number as people type it ('0917 555 0142', '+63 (917) 555-0142'), read by the
 * shared reader of lib/phone.ts with this site's country code when it has none: '+639175550142',
 * or null when it is no number of its country.
 */
function contactPhoneOf(input: string): string | null {
  const { country } = documentSite();
  const check = checkContactPhone(input, country === 'com' ? null : countryByKey(country).dialCode);
  return check.problem === null && check.prefix ? `${check.prefix}${check.national}` : null;
}

export function checkApplyForm(values: ApplyFormValues, questions: readonly ScreeningQuestion[], guest: boolean, t: Translate): Messages {
  const errors: Messages = {};
  if (guest) {
    if (!registerBodySchema.shape.email.safeParse(values.email).success) errors.email = t('errorEmail');
    for (const [field, missing] of [
      ['first_name', 'errorFirstName'],
      ['last_name', 'errorLastName'],
    ] as const) {
      const value = values[field].trim();
      if (value === '') errors[field] = t(missing);
      else if (!registerBodySchema.shape[field].safeParse(value).success) errors[field] = t('errorName');
    }
    const phone = values.contact_number.trim();
    if (phone !== '' && contactPhoneOf(phone) === null) errors.contact_number = t('errorPhone');
    const file = values.resume?.[0];
    const extension = file?.name.split('.').pop()?.toLowerCase() ?? '';
    if (!file) errors.resume = t('errorResumeMissing');
    else if (!(extension in resumeTypes)) errors.resume = t('errorResumeType');
    else if (file.size > resumeFormMaxBytes) errors.resume = t('errorResumeSize');
    if (!values.terms) errors.terms = t('errorTerms');
  }
  if (values.first_message.trim().length > applicationLimits.firstMessage) {
    errors.first_message = t('errorTooLong', { count: applicationLimits.firstMessage });
  }
  const checked = checkScreeningAnswers(questions, answersOf(values, questions));
  for (const key of Object.keys(checked.errors)) {
    const id = Number(key.split('.')[1]);
    const text = (values.answers?.[answerKey(id)] ?? '').trim();
    errors[`answers.${answerKey(id)}`] = text.length > applicationLimits.answer ? t('errorTooLong', { count: applicationLimits.answer }) : t('errorRequired');
  }
  return errors;
}

/** react-hook-form wants nested errors: `answers.q5` becomes `{ answers: { q5: … } }`. */
function toResolverErrors(messages: Messages) {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const parts = path.split('.');
    let into = nested;
    for (const part of parts.slice(0, -1)) {
      into[part] ??= {};
      into = into[part] as Record<string, unknown>;
    }
    into[parts[parts.length - 1] as string] = { type: 'validate', message };
  }
  return nested;
}

export interface ApplyFormProps {
  jobId: number;
  jobTitle: string;
  questions: ScreeningQuestion[];
  /** Signed out: quick apply, which registers on the way (core spec §1, §5). */
  guest: boolean;
  successPath: string;
  onApplied: (result: ApplyResult) => void;
  onCancel: () => void;
}

type Alert = 'fixErrors' | 'alreadyApplied' | 'jobClosed' | 'failed' | 'accountCreated';

/**
 * The application: a message and the job's screening questions; signed out, also the details
 * quick apply registers with and a resume. One request per submit, however often it is clicked.
 */
export function ApplyForm({ jobId, jobTitle, questions, guest: startedAsGuest, successPath, onApplied, onCancel }: ApplyFormProps) {
  const t = useText('ApplyJob');
  const locale = useTextLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Registering signs the visitor in; the form keeps its quick-apply fields until it is done.
  const [guest] = useState(startedAsGuest);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const inFlight = useRef(false);
  const progress = useRef<{ registered: boolean; resumeId?: number }>({ registered: false });

  const resolver: Resolver<ApplyFormValues> = async (values) => {
    const messages = checkApplyForm(values, questions, guest, t);
    const invalid = Object.keys(messages).length > 0;
    return invalid ? { values: {}, errors: toResolverErrors(messages) as never } : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues>({
    resolver,
    defaultValues: { email: '', first_name: '', last_name: '', contact_number: '', resume: null, resume_id: '', terms: false, first_message: '', answers: {} },
  });
  const chosenResume = watch('resume_id');
  const chooseResume = useCallback((id: string) => setValue('resume_id', id), [setValue]);

  useEffect(() => heading.current?.focus(), []);

  function showFailure(error: unknown) {
    if (!(error instanceof ApiError)) return setAlert(progress.current.registered ? 'accountCreated' : 'failed');
    if (takenEmailCodes.has(error.code)) {
      setEmailTaken(true);
      setError('email', { message: t('errorEmailTaken') }, { shouldFocus: true });
      return setAlert(null);
    }
    if (error.code === alreadyAppliedCode) {
      void queryClient.invalidateQueries({ queryKey: myJobKeys.applied(jobId) });
      return setAlert('alreadyApplied');
    }
    if (error.code === jobClosedCode) return setAlert('jobClosed');
    if (error.code === resumeLimit) {
      setError('resume', { message: t('errorTooManyResumes') }, { shouldFocus: true });
      return setAlert('fixErrors');
    }
    const fields: [string, keyof ApplyFormValues | `answers.${string}`, string][] = [];
    for (const field of Object.keys(error.fieldErrors)) {
      const answer = /^screening_answers\.(\d+)$/.exec(field);
      if (answer) fields.push([field, `answers.${answerKey(Number(answer[1]))}`, t('errorRequired')]);
      else if (field === 'email') fields.push([field, 'email', t('errorEmail')]);
      else if (field === 'first_name' || field === 'last_name') fields.push([field, field, t('errorName')]);
      else if (field === 'contact_number') fields.push([field, 'contact_number', t('errorPhone')]);
      else if (field === 'file') fields.push([field, 'resume', t('errorResumeInvalid')]);
      else if (field === 'resume_id') fields.push([field, 'resume_id', t('errorResumeInvalid')]);
      else if (field === 'first_message') fields.push([field, 'first_message', t('errorTooLong', { count: applicationLimits.firstMessage })]);
    }
    for (const [index, [, name, message]] of fields.entries()) {
      setError(name as keyof ApplyFormValues, { message }, { shouldFocus: index === 0 });
    }
    if (fields.length > 0) return setAlert('fixErrors');
    setAlert(progress.current.registered ? 'accountCreated' : 'failed');
  }

  const submit = handleSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setAlert(null);
      try {
        const site = documentSite();
        if (guest && !progress.current.registered) {
          const phone = values.contact_number.trim();
          await quickRegister(
            {
              email: values.email,
              first_name: values.first_name.trim(),
              last_name: values.last_name.trim(),
              contact_number: phone === '' ? undefined : (contactPhoneOf(phone) ?? undefined),
              terms_and_condition: 1,
              source: detectDevice(),
              country_key: site.country,
              language_code: site.language,
            },
            successPath,
          );
          progress.current = { registered: true };
        }
        const http = await loadBrowserHttp();
        const file = values.resume?.[0];
        if (guest && file && progress.current.resumeId === undefined) progress.current.resumeId = (await uploadResume(http, file)).id;
        const result = await applyToJob(http, jobId, {
          source: detectDevice(),
          first_message: values.first_message.trim() || undefined,
          screening_answers: answersOf(values, questions).filter((a) => a.answer.trim() !== ''),
          resume_id: guest ? progress.current.resumeId : values.resume_id ? Number(values.resume_id) : undefined,
        });
        onApplied(result);
        // The application went out: the success page says so first, and there invites a new
        // account to complete its profile (issue 19), rather than the wizard with success last.
        router.push(successPath);
      } catch (error) {
        showFailure(error);
      } finally {
        inFlight.current = false;
      }
    },
    () => setAlert('fixErrors'),
  );

  const errorOf = (path: string): string | undefined => {
    if (path.startsWith('answers.')) return errors.answers?.[path.slice('answers.'.length)]?.message;
    return (errors as Record<string, { message?: string } | undefined>)[path]?.message;
  };

  return (
    <form className="apply-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {guest ? t('quickTitle', { title: jobTitle }) : t('formTitle', { title: jobTitle })}
      </h2>
      {alert && (
        <div className="apply-form__alert" role="alert">
          <p>{t(alert)}</p>
          {alert === 'alreadyApplied' && (
            <p>
              <a href={`/${documentSite().language}/my-jobs?tab=applied`}>{t('viewApplications')}</a>
            </p>
          )}
        </div>
      )}
      {guest && (
        <>
          <p>{t('quickIntro')}</p>
          <p>
            {t('haveAccount')} <a href={getStartedHref(`apply:${jobId}`)}>{t('logInToApply')}</a>
          </p>
          <fieldset>
            <legend>{t('yourDetails')}</legend>
            <FormField label={t('email')} error={errorOf('email')} required>
              {(props) => <input {...props} type="email" autoComplete="email" {...register('email')} />}
            </FormField>
            {emailTaken && (
              <p>
                <a href={getStartedHref(`apply:${jobId}`)}>{t('logInInstead')}</a>
              </p>
            )}
            {inNameOrder(
              locale,
              <FormField key="first" label={t('firstName')} error={errorOf('first_name')} required>
                {(props) => <input {...props} type="text" autoComplete="given-name" {...register('first_name')} />}
              </FormField>,
              <FormField key="last" label={t('lastName')} error={errorOf('last_name')} required>
                {(props) => <input {...props} type="text" autoComplete="family-name" {...register('last_name')} />}
              </FormField>,
            )}
            <FormField label={t('phone')} hint={t('phoneHint')} error={errorOf('contact_number')}>
              {(props) => <input {...props} type="tel" autoComplete="tel" {...register('contact_number')} />}
            </FormField>
            <FormField label={t('resume')} hint={t('resumeHint')} error={errorOf('resume')} required>
              {(props) => (
                <FilePicker {...props} accept={acceptedResumes} labels={{ choose: t('fileChoose'), none: t('fileNone') }} {...register('resume')} />
              )}
            </FormField>
            <FormField label={t('terms')} error={errorOf('terms')} check required>
              {(props) => <input {...props} type="checkbox" {...register('terms')} />}
            </FormField>
            {/* What is agreed to, in a new tab so the form keeps what was typed (issue 36 item 10). */}
            <p className="apply-form__terms">
              <a href={`/${documentSite().language}/terms`} target="_blank" rel="noopener">
                {t('termsLink')} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
              <a href={`/${documentSite().language}/privacy`} target="_blank" rel="noopener">
                {t('privacyLink')} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </p>
          </fieldset>
        </>
      )}
      {!guest && <ResumeChoice field={register('resume_id')} chosen={chosenResume} choose={chooseResume} error={errorOf('resume_id')} />}
      {questions.length > 0 && (
        <fieldset>
          <legend>{t('questionsTitle')}</legend>
          {questions.map((question) => {
            const label = question.required ? `${question.question} ${t('requiredMark')}` : question.question;
            const name = `answers.${answerKey(question.id)}` as const;
            return question.answer_type === 'yes_no' ? (
              <YesNoField
                key={question.id}
                label={label}
                error={errorOf(name)}
                required={question.required}
                labels={{ yes: t('answerYes'), no: t('answerNo') }}
                field={() => register(name)}
              />
            ) : (
              <FormField key={question.id} label={label} error={errorOf(name)} required={question.required}>
                {(props) => <textarea {...props} rows={3} {...register(name)} />}
              </FormField>
            );
          })}
        </fieldset>
      )}
      <FormField label={t('message')} hint={t('messageHint', { count: applicationLimits.firstMessage })} error={errorOf('first_message')}>
        {(props) => <textarea {...props} rows={5} {...register('first_message')} />}
      </FormField>
      <div className="apply-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

const acceptedResumes = [...Object.keys(resumeTypes).map((ext) => `.${ext}`), ...Object.values(resumeTypes)].join(',');
