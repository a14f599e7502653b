import type { AxiosInstance } from 'axios';
import type { CareerSummaryBody, ResumeAnalysisBody } from '@/lib/schemas/aicv';
import { ApiError, noResponseStatus } from './api-error';
import { serverSentData } from '@/lib/server-sent-events';
import { contextHeaders, type RequestContext, readErrorData, unwrap } from './http-base';
import { aiUnavailable } from '@/lib/schemas/api-codes/ai';
import { serverError, validationFailed } from '@/lib/schemas/api-codes/generic';

const schemas = () => import('@/lib/schemas/aicv');

export const aicvKeys = { latestAnalysis: () => ['aicv', 'resume-analysis', 'latest'] as const };

/**
 * POST (or PUT, with a rewrite_type) /aicv/ai_writing/career_summary, read as it streams
 * (server-sent events through the same-origin /api rewrite). axios cannot hand over a body while
 * it arrives in the browser, so this one call uses fetch. `onText` gets each piece; the promise
 * resolves with the whole summary, or rejects with an ApiError (a refusal before the stream, or
 * 41280 when the writer fails midway). Aborting `signal` stops the writer on the platform too.
 */
export async function streamCareerSummary(
  context: RequestContext,
  body: CareerSummaryBody,
  { onText, signal }: { onText: (text: string) => void; signal?: AbortSignal },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/aicv/ai_writing/career_summary', {
      method: body.rewrite_type ? 'PUT' : 'POST',
      headers: { ...contextHeaders(context), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...body, stream: true }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(noResponseStatus, serverError, 'The platform could not be reached');
  }
  if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream') || !response.body) {
    const envelope = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown; data?: unknown } | null;
    throw new ApiError(
      response.status,
      typeof envelope?.code === 'number' ? envelope.code : response.status >= 500 ? serverError : validationFailed,
      typeof envelope?.message === 'string' ? envelope.message : response.statusText,
      readErrorData(envelope?.data),
    );
  }
  const { summaryStreamEventSchema } = await schemas();
  for await (const data of serverSentData(response.body)) {
    if (!data) continue;
    const event = summaryStreamEventSchema.parse(JSON.parse(data));
    if (event.type === 'text') onText(event.text);
    else if (event.type === 'done') return event.summary;
    else throw new ApiError(503, event.code, event.message);
  }
  throw new ApiError(503, aiUnavailable, 'The summary stopped before its end');
}

/** POST /aicv/resume_analysis: the score out of 100 with reasons and suggestions. */
export async function analyseResume(http: AxiosInstance, body: ResumeAnalysisBody = {}) {
  const response = await http.post('/aicv/resume_analysis', body);
  return unwrap((await schemas()).resumeAnalysisSchema, response.data);
}

/** GET /aicv/resume_analysis/latest: the last analysis (or null) and today's credits. */
export async function latestResumeAnalysis(http: AxiosInstance) {
  const response = await http.get('/aicv/resume_analysis/latest');
  return unwrap((await schemas()).latestAnalysisSchema, response.data);
}
