import { sessionUserFixture } from '../../support/session-user';

/** Signs the test browser in the way the BFF does, with the readable `user` cookie. */
export function signIn(): void {
  const user = sessionUserFixture({
    id: 42,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.test',
    is_email_verify: true,
    is_profile_completed: true,
  });
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
