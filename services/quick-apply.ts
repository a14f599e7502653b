import type { RegisterBody } from '@/lib/schemas/auth';
import { userChangedEvent } from '@/lib/session-events';
import { unwrap } from './http-base';
import { guestSessionSettled, sessionClient } from './session-lifecycle';

/**
 * Quick apply's registration: POST /session/quick-register (the session BFF, which calls the
 * platform's POST /data/users/register and sets the session cookies). Answers the new user's id
 * and where core spec §4 sends them after applying (profile completion, then `redirect`).
 * Failures are ApiErrors for the form to show in place: 41001 for a taken email.
 */
export async function quickRegister(body: RegisterBody, redirect: string): Promise<{ userId: number; destination: string }> {
  await guestSessionSettled();
  const response = await sessionClient().post('/quick-register', body, { params: { redirect } });
  const { z } = await import('zod');
  const data = unwrap(z.looseObject({ id: z.number().int(), destination: z.string() }), response.data);
  // Signed in now: the header reads the new `user` cookie without a reload.
  window.dispatchEvent(new Event(userChangedEvent));
  return { userId: data.id, destination: data.destination };
}
