import type { NextRequest } from 'next/server';
import { jobIdFromSlug, jobPath } from '@/lib/job-url';
import { applicationLimits, checkScreeningAnswers } from '@/lib/schemas/applications';
import { maxId } from '@/lib/schemas/params';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { applyToJob, getJob } from '@/services/jobs';
import { serverHttp } from '@/services/server';
import { sessionHttp } from '@/services/server-session';
import { formSession, problemPage, readFormPost, seeOther } from '../../../../_lib/form-posts';
import type { ApplyPageAlert } from '../apply-alerts';
import { alreadyApplied as alreadyAppliedCode, jobClosed as jobClosedCode } from '@/lib/schemas/api-codes/applications';

export const dynamic = 'force-dynamic';

/**
 * POST /{lang}/{job url}/apply/send: the no-script apply form (../page.tsx). The answers are
 * checked with the rule the form and the platform share, then the application goes out as the
 * script's form sends it; the answer is the success page, or the form again with what to fix.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<SiteParams & { slug: string }> }) {
  const routeParams = await params;
  const site = resolveSite(routeParams);
  const id = jobIdFromSlug(routeParams.slug);
  if (!site || id === null) return new Response(null, { status: 404 });
  const { language } = site;
  const read = await readFormPost(request, language);
  if (read.kind === 'refused') return read.response;
  const form = read.form;
  const session = formSession(request);
  const context = { country: site.country.key, language: language.slug };
  const http = session ? sessionHttp(context, session) : null;
  // The job's questions, and its own path (its title may have changed since the form was drawn).
  const found = await getJob(http ?? serverHttp({ ...context, device: 'web' }), id).then(
    (job) => ({ job }),
    (error: unknown) => ({ error }),
  );
  if ('error' in found) {
    if (found.error instanceof ApiError && found.error.status === 404) return problemPage(language, 404, 'badForm', `/${language.slug}`);
    return problemPage(language, 503, 'applyFailed', `/${language.slug}`);
  }
  const { job } = found;
  const formPath = `/${language.slug}${jobPath(job.title, job.id)}/apply`;
  const again = (alert: ApplyPageAlert, missing: readonly number[] = []) =>
    seeOther(`${formPath}?error=${alert}${missing.length > 0 ? `&missing=${missing.join(',')}` : ''}`);
  if (!session || !http) return seeOther(`/${language.slug}/get-started?redirect=${encodeURIComponent(`${jobPath(job.title, job.id)}/apply`)}`);

  const questions = job.apply?.screening_questions ?? [];
  const answers = questions.map((question) => ({ question_id: question.id, answer: (form.get(`q${question.id}`) ?? '').slice(0, applicationLimits.answer + 1) }));
  const checked = checkScreeningAnswers(questions, answers);
  const missing = Object.keys(checked.errors).map((key) => Number(key.split('.')[1]));
  const message = (form.get('first_message') ?? '').trim();
  if (missing.length > 0 || message.length > applicationLimits.firstMessage) return again('fixErrors', missing);
  const resumeValue = form.get('resume_id') ?? '';
  const resumeId = /^\d{1,10}$/.test(resumeValue) && Number(resumeValue) >= 1 && Number(resumeValue) <= maxId ? Number(resumeValue) : undefined;

  try {
    await applyToJob(http, id, {
      source: 'web',
      first_message: message || undefined,
      screening_answers: answers.filter((answer) => answer.answer.trim() !== ''),
      resume_id: resumeId,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) return again('failed');
    if (error.status === 401) return seeOther(`/${language.slug}/get-started?expired=1&redirect=${encodeURIComponent(`${jobPath(job.title, job.id)}/apply`)}`);
    if (error.code === alreadyAppliedCode) return again('alreadyApplied');
    if (error.code === jobClosedCode) return again('jobClosed');
    const refused = Object.keys(error.fieldErrors)
      .map((field) => /^screening_answers\.(\d+)$/.exec(field)?.[1])
      .filter((found): found is string => found !== undefined)
      .map(Number);
    return again(Object.keys(error.fieldErrors).length > 0 ? 'fixErrors' : 'failed', refused);
  }
  return seeOther(`${formPath}/success`);
}
