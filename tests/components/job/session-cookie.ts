import type { SessionUser } from '@/lib/schemas/session';

/** Signs the test browser in the way the BFF does, with the readable `user` cookie. */
export function signIn(): void {
  const user: SessionUser = {
    id: 42,
    active_key: 1,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    phone_num: null,
    is_mobile_verified: false,
    avatar: null,
    additional_info: null,
    is_email_verify: true,
    notice_period_id: null,
    is_profile_completed: true,
    longitude: null,
    latitude: null,
    is_new_account: false,
    register_flow: null,
    register_flow_v2: null,
    chat_flow: 0,
  };
  // biome-ignore lint/suspicious/noDocumentCookie: the test signs in the way the BFF does, with a readable cookie
  document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
}

export function signOut(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test signs out the same way
  document.cookie = 'user=; path=/; max-age=0';
}

/** The page's address, as the islands read it. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}
