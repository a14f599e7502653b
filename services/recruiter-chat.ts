import type { AxiosInstance } from 'axios';
import type { z } from 'zod';
import {
  type recruiterApplicationListQuerySchema,
  recruiterApplicationListSchema,
  recruiterApplicationSchema,
  recruiterChatDetailSchema,
  type recruiterMoves,
} from '@/lib/schemas/recruiter';
import { unwrap } from './http-base';

type RecruiterApplicationListQuery = z.input<typeof recruiterApplicationListQuerySchema>;

/** The recruiter's side of the chat (lib/schemas/recruiter.ts): chat detail, applications and their moves. */

export type RecruiterMove = (typeof recruiterMoves)[number];

/** GET /job/recruiters/{recruiterId}/chat-detail?status (core spec §7): card, online status, the caller's chat. */
export async function getRecruiterChatDetail(http: AxiosInstance, recruiterId: number, status: 'active' | 'on_hold' | 'closed' = 'active') {
  const response = await http.get(`/job/recruiters/${recruiterId}/chat-detail`, { params: { status } });
  return unwrap(recruiterChatDetailSchema, response.data);
}

/** The recruiter's applications (Role-Id 2). */
export async function listRecruiterApplications(http: AxiosInstance, query: Partial<RecruiterApplicationListQuery> = {}) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const response = await http.get('/job/recruiter/applications', { params });
  return unwrap(recruiterApplicationListSchema, response.data);
}

/** Moves an application: viewed, communicated, interview, not suitable (not_accepted), … */
export async function moveApplication(http: AxiosInstance, applicationId: number, status: RecruiterMove) {
  const response = await http.patch(`/job/recruiter/applications/${applicationId}/status`, { status });
  return unwrap(recruiterApplicationSchema, response.data);
}

export const recruiterKeys = {
  applications: (query: Partial<RecruiterApplicationListQuery> = {}) => ['recruiter', 'applications', query] as const,
};
