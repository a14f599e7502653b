import type { NextRequest } from 'next/server';
import { withQueryParam } from '@/lib/form-return';
import { maxId } from '@/lib/schemas/params';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { deviceUuidCookie } from '@/services/browser-context';
import { saveJob } from '@/services/jobs';
import { sessionHttp } from '@/services/server-session';
import { formReturnPath, formSession, problemPage, readFormPost, seeOther } from '../../_lib/form-posts';

export const dynamic = 'force-dynamic';

/**
 * POST /{lang}/my-jobs/save (`job_id`): the save button as a plain form, for a tap made before
 * the page's script arrives or a browser without script (issue 36 item 1). Signed in, the job is
 * saved and the visitor goes back to the page they saved it from; signed out, to get-started,
 * which brings them back to that page with `?intent=save:<id>`, where the save button finishes
 * the save. With the script, the button does all this itself and never posts.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) return new Response(null, { status: 404 });
  const { language } = site;
  const read = await readFormPost(request, language);
  if (read.kind === 'refused') return read.response;
  const back = formReturnPath(request, '/my-jobs?tab=saved');
  const jobId = Number(read.form.get('job_id'));
  if (!Number.isInteger(jobId) || jobId < 1 || jobId > maxId) return problemPage(language, 422, 'badForm', `/${language.slug}${back === '/' ? '' : back}`);
  const session = formSession(request);
  const signIn = () =>
    seeOther(`/${language.slug}/get-started?redirect=${encodeURIComponent(withQueryParam(back, 'intent', `save:${jobId}`))}`);
  if (!session) return signIn();
  const deviceUuid = request.cookies.get(deviceUuidCookie)?.value;
  try {
    await saveJob(sessionHttp({ country: site.country.key, language: language.slug }, session), {
      job_id: jobId,
      device_uuid: deviceUuid && /^[\w.:-]{1,100}$/.test(deviceUuid) ? deviceUuid : undefined,
    });
  } catch (error) {
    // A session the platform no longer knows: sign in again, and the save finishes after.
    if (error instanceof ApiError && error.status === 401) return signIn();
    return problemPage(language, error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 502, 'saveFailed', `/${language.slug}${back === '/' ? '' : back}`);
  }
  return seeOther(`/${language.slug}${back === '/' ? '' : back}`);
}
