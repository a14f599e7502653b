import { HttpResponse } from 'msw';
import type { SessionUser } from '@/lib/schemas/session';

/** A new job seeker as the platform answers one: Ana Reyes, email unverified, profile incomplete. */
export function sessionUserFixture(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    active_key: 1,
    first_name: 'Ana',
    last_name: 'Reyes',
    email: 'ana@example.com',
    phone_num: null,
    is_mobile_verified: false,
    avatar: null,
    additional_info: null,
    is_email_verify: false,
    notice_period_id: null,
    is_profile_completed: false,
    longitude: null,
    latitude: null,
    is_new_account: false,
    register_flow: null,
    register_flow_v2: null,
    chat_flow: 0,
    ...overrides,
  };
}

/** A platform success envelope. */
export const okEnvelope = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });

/** A platform failure envelope with a catalogue code. */
export const failEnvelope = (status: number, code: number) => HttpResponse.json({ code, message: 'x', data: null }, { status });
