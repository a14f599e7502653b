import type { AxiosInstance } from 'axios';
import type { InterviewDetailsInput, InterviewReason } from '@/lib/schemas/interviews';
import { unwrap } from './http-base';

/**
 * The interviews service (lib/schemas/interview-views.ts lists the calls). The zod schemas load
 * with the first call, not with the page (docs/decisions/0008).
 */
const schemas = () => import('@/lib/schemas/interview-views');

export const interviewKeys = {
  all: ['interviews'] as const,
  list: (chatId?: number) => ['interviews', 'list', chatId ?? null] as const,
  one: (id: number) => ['interviews', 'one', id] as const,
  offers: (chatId?: number) => ['interviews', 'offers', chatId ?? null] as const,
};

export async function listInterviews(http: AxiosInstance, chatId?: number) {
  const response = await http.get('/interview/interviews', { params: chatId ? { chat_id: chatId } : {} });
  return unwrap((await schemas()).interviewListSchema, response.data);
}

export async function getInterview(http: AxiosInstance, id: number) {
  const response = await http.get(`/interview/interviews/${id}`);
  return unwrap((await schemas()).interviewListItemSchema, response.data);
}

export type SeekerInterviewAction =
  | { kind: 'accept'; time: string }
  | { kind: 'reject' | 'cancel'; reason: InterviewReason; reasonText: string | null }
  | { kind: 'check_in' | 'request_result' };

export async function actOnInterview(http: AxiosInstance, id: number, action: SeekerInterviewAction) {
  const base = `/interview/interviews/${id}`;
  let response: { data: unknown };
  switch (action.kind) {
    case 'accept':
      response = await http.post(`${base}/accept`, { time: action.time });
      break;
    case 'reject':
    case 'cancel':
      response = await http.post(`${base}/${action.kind}`, { reason: action.reason, reason_text: action.reasonText });
      break;
    case 'check_in':
      response = await http.post(`${base}/check-in`);
      break;
    case 'request_result':
      response = await http.post(`${base}/request-result`);
      break;
  }
  return unwrap((await schemas()).interviewListItemSchema, response.data);
}

/** The recruiter's invitation (Role-Id 2, the development recruiter page). */
export async function inviteToInterview(http: AxiosInstance, chatId: number, body: InterviewDetailsInput) {
  const response = await http.post(`/interview/recruiter/chats/${chatId}/interviews`, body);
  return unwrap((await schemas()).interviewListItemSchema, response.data);
}

export async function listOffers(http: AxiosInstance, chatId?: number) {
  const response = await http.get('/interview/offers', { params: chatId ? { chat_id: chatId } : {} });
  return unwrap((await schemas()).offerListSchema, response.data);
}

export async function answerOffer(http: AxiosInstance, id: number, answer: 'accept' | 'decline') {
  const response = await http.post(`/interview/offers/${id}/${answer}`);
  return unwrap((await schemas()).offerSchema, response.data);
}

/** The recruiter's offer in a chat (Role-Id 2, the development recruiter page). */
export async function sendOffer(http: AxiosInstance, chatId: number, details: string) {
  const response = await http.post(`/interview/recruiter/chats/${chatId}/offers`, { details });
  return unwrap((await schemas()).offerSchema, response.data);
}

export type RecruiterInterviewAction =
  | { kind: 'cancel'; reason: InterviewReason; reasonText: string | null }
  | { kind: 'attendance'; attendance: 'attended' | 'not_attended' }
  | { kind: 'result'; result: 'passed' | 'not_suitable' | 'successful' };

/** The recruiter's moves on an interview: cancel, attendance, result (Role-Id 2). */
export async function actAsRecruiter(http: AxiosInstance, id: number, action: RecruiterInterviewAction) {
  const base = `/interview/recruiter/interviews/${id}`;
  const response =
    action.kind === 'cancel'
      ? await http.post(`${base}/cancel`, { reason: action.reason, reason_text: action.reasonText })
      : action.kind === 'attendance'
        ? await http.post(`${base}/attendance`, { attendance: action.attendance })
        : await http.post(`${base}/result`, { result: action.result });
  return unwrap((await schemas()).interviewListItemSchema, response.data);
}
