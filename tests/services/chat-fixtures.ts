import type { ChatDetail, ChatMessage, ChatSummary } from '@/lib/schemas/chat';

/** A chat row as the platform sends it, from the seeker's side. */
export function chatSummary(overrides: Partial<ChatSummary> = {}): ChatSummary {
  return {
    id: 4,
    job: { id: 9, title: 'Staff Nurse', status: 'active', company_id: 1, company_name: 'Acme Health', location: 'Manila', salary: null },
    recruiter: { id: 5, name: 'Rita Reyes', avatar: null, is_online: false, job_title: 'HR lead', company_name: 'Acme Health' },
    jobseeker: { id: 8, name: 'Ana Cruz', avatar: null, is_online: true },
    last_message: null,
    last_seq: 0,
    unread_count: 0,
    other_read_seq: 0,
    pinned: false,
    muted: false,
    not_interested: false,
    deleted: false,
    last_message_at: '2026-11-01T00:00:00.000Z',
    both_replied: false,
    mobile_exchange: 'none',
    job_switch_confirmed: false,
    ...overrides,
  };
}

export function chatDetail(overrides: Partial<ChatDetail> = {}): ChatDetail {
  return {
    ...chatSummary(),
    recruiter_card: {
      id: 5,
      first_name: 'Rita',
      last_name: 'Reyes',
      full_name: 'Rita Reyes',
      job_title: 'HR lead',
      medals: [],
      last_active_at: '2026-11-01T00:00:00.000Z',
      response_rate: 90,
      reply_activity: { key: 'replies_today' },
    },
    switchable_jobs: [],
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const seq = overrides.seq ?? 1;
  return {
    id: 100 + seq,
    chat_id: 4,
    seq,
    client_id: `client-${seq}-xxxxxxxx`,
    sender_role: 'jobseeker',
    type: 'text',
    text: `Message ${seq}`,
    payload: null,
    created_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
