import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';
import { jobPath, jobSlug } from '@/lib/job-url';
import { applicationLimits } from '@/lib/schemas/applications';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { siteLocale } from '@/lib/site-locale';
import { listAttachedResumes } from '@/services/jobseeker-resumes';
import { readSession, sessionHttp } from '@/services/server-session';
import { type JobParams, loadJob } from '../load-job';
import { applyPageAlerts, type ApplyPageAlert } from './apply-alerts';
import '@/components/job/applications.css';

// Per visitor: the form is a signed-in seeker's, with their resumes (web/security-headers.ts).
export const dynamic = 'force-dynamic';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: { params: Promise<JobParams> }): Promise<Metadata> {
  const data = await loadJob(await params);
  if (!data) return {};
  const t = await getTranslations({ locale: siteLocale(data.site), namespace: 'ApplyJob' });
  return { title: t('formTitle', { title: data.job.title }), robots: { index: false, follow: false } };
}

/**
 * `/{lang}/{job url}/apply`: the application as a server-rendered form, for a browser without the
 * page's script (issue 36 item 1). The job page's "Apply now" leads here when script is off; with
 * script it opens the form in place. A signed-in seeker picks a resume, answers the screening
 * questions and writes a message; the form posts to `apply/send`, which answers with the success
 * page or back here with what to fix. Signing in needs the get-started page, which brings the
 * visitor back here.
 */
export default async function ApplyPage({ params, searchParams }: { params: Promise<JobParams>; searchParams: Promise<Query> }) {
  const routeParams = await params;
  const data = await loadJob(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, job } = data;
  const language = site.language.slug;
  const here = `${jobPath(job.title, job.id)}/apply`;
  if (decodeURIComponent(routeParams.slug) !== jobSlug(job.title, job.id)) permanentRedirect(`/${language}${here}`);
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('ApplyJob');
  const tr = await getTranslations('ResumeChoice');
  const ts = await getTranslations('ApplySuccess');
  const query = await searchParams;
  const jobHref = `/${language}${jobPath(job.title, job.id)}`;
  const apply = job.apply ?? { screening_questions: [], is_external: false, external_url: null };

  const back = (
    <p>
      <a href={jobHref}>{ts('backToJob')}</a>
    </p>
  );
  if (job.status !== 'active' || apply.is_external) {
    return (
      <article className="job-page section">
        <h1>{t('formTitle', { title: job.title })}</h1>
        {job.status !== 'active' ? (
          <p role="status">{t('closedNotice')}</p>
        ) : (
          <p>
            <a className="button" href={apply.external_url ?? jobHref} rel="noopener noreferrer nofollow">
              {t('applyOnSite')}
            </a>
          </p>
        )}
        {back}
      </article>
    );
  }

  const session = await readSession();
  if (!session?.user) {
    return (
      <article className="job-page section">
        <h1>{t('formTitle', { title: job.title })}</h1>
        <p>{t('signInFirst')}</p>
        <p>
          <a className="button" href={`/${language}/get-started?redirect=${encodeURIComponent(here)}`}>
            {t('logInToApply')}
          </a>
        </p>
        {back}
      </article>
    );
  }

  const resumes: AttachedResume[] = await listAttachedResumes(sessionHttp({ country: site.country.key, language }, session)).then(
    (found) => found.resumes,
    () => [],
  );
  const alert: ApplyPageAlert | undefined = applyPageAlerts.find((name) => name === one(query.error));
  const missing = new Set((one(query.missing) ?? '').split(',').filter((id) => /^\d{1,10}$/.test(id)));
  const dates = new Intl.DateTimeFormat(site.language.intl, { dateStyle: 'medium' });
  const fieldError = (id: string) => (
    <p id={id} className="field__error">
      {t('errorRequired')}
    </p>
  );

  return (
    <article className="job-page section">
      <form className="apply-form" method="post" action={`/${language}${here}/send`} noValidate aria-labelledby="apply-page-title">
        <h1 id="apply-page-title">{t('formTitle', { title: job.title })}</h1>
        {alert && (
          <div className="apply-form__alert" role="alert">
            <p>{t(alert)}</p>
            {alert === 'alreadyApplied' && (
              <p>
                <a href={`/${language}/my-jobs?tab=applied`}>{t('viewApplications')}</a>
              </p>
            )}
          </div>
        )}
        <fieldset aria-describedby="apply-page-resume-hint">
          <legend>{tr('legend')}</legend>
          <p id="apply-page-resume-hint">{tr('hint')}</p>
          {resumes.length === 0 ? (
            <p>{tr('empty')}</p>
          ) : (
            resumes.map((resume, index) => (
              <label key={resume.id} className="apply-form__choice">
                <input type="radio" name="resume_id" value={String(resume.id)} defaultChecked={index === 0} />{' '}
                <span dir="auto">
                  {tr('option', { name: resume.filename, format: resume.format.toUpperCase(), date: dates.format(new Date(resume.created_at)) })}
                </span>
              </label>
            ))
          )}
          <p>
            <a href={`/${language}/manage-profile`}>{tr('manage')}</a>
          </p>
        </fieldset>
        {apply.screening_questions.length > 0 && (
          <fieldset>
            <legend>{t('questionsTitle')}</legend>
            {apply.screening_questions.map((question) => {
              const label = question.required ? `${question.question} ${t('requiredMark')}` : question.question;
              const name = `q${question.id}`;
              const invalid = missing.has(String(question.id));
              const errorId = `apply-page-${name}-error`;
              return question.answer_type === 'yes_no' ? (
                <fieldset key={question.id} className="field yes-no">
                  <legend>{label}</legend>
                  <div className="yes-no__options">
                    {(['yes', 'no'] as const).map((value) => (
                      <label key={value} className="yes-no__option">
                        <input
                          type="radio"
                          name={name}
                          value={value}
                          required={question.required || undefined}
                          aria-invalid={invalid}
                          aria-describedby={invalid ? errorId : undefined}
                        />
                        {value === 'yes' ? t('answerYes') : t('answerNo')}
                      </label>
                    ))}
                  </div>
                  {invalid && fieldError(errorId)}
                </fieldset>
              ) : (
                <div key={question.id} className="field">
                  <label htmlFor={`apply-page-${name}`}>{label}</label>
                  <textarea
                    id={`apply-page-${name}`}
                    name={name}
                    rows={3}
                    maxLength={applicationLimits.answer}
                    required={question.required || undefined}
                    aria-invalid={invalid}
                    aria-describedby={invalid ? errorId : undefined}
                  />
                  {invalid && fieldError(errorId)}
                </div>
              );
            })}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor="apply-page-message">{t('message')}</label>
          <p id="apply-page-message-hint" className="field__hint">
            {t('messageHint', { count: applicationLimits.firstMessage })}
          </p>
          <textarea id="apply-page-message" name="first_message" rows={5} maxLength={applicationLimits.firstMessage} aria-describedby="apply-page-message-hint" />
        </div>
        <div className="apply-form__actions">
          <button type="submit" className="button">
            {t('submit')}
          </button>
          <a className="button button--secondary" href={jobHref}>
            {t('cancel')}
          </a>
        </div>
      </form>
    </article>
  );
}
