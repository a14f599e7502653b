import type { AxiosInstance } from 'axios';
import { cookieValue } from '@/lib/cookies';
import { userCookieName } from '@/lib/session-cookies';
import { detectDevice, documentSite, ensureDeviceUuid } from './browser';
import { lazyHttp } from './lazy-http';

/**
 * The browser's side of the session BFF (docs/decisions/0013) that every page needs: a guest
 * session, log-out and expiry. Small on purpose, and free of zod: it is in every page's bundle.
 * Its instances have no global failure handlers (a 401 here must not loop into another expiry).
 */
const instances = new Map<string, AxiosInstance>();

function client(baseURL: '/session' | '/api'): AxiosInstance {
  let instance = instances.get(baseURL);
  if (!instance) {
    const context = { ...documentSite(), device: detectDevice(), deviceUuid: ensureDeviceUuid() };
    instance = lazyHttp(() => import('./http').then(({ createHttp }) => createHttp({ baseURL, context })));
    instances.set(baseURL, instance);
  }
  return instance;
}

/** The session BFF: calls that create, change or end a session. */
export const sessionClient = () => client('/session');
/** The platform through `/api`, without the app's toasts: account forms say what went wrong in place. */
export const quietApiClient = () => client('/api');

let pendingGuest: Promise<unknown> | null = null;
let signingIn = false;

/** The readable `user` cookie says a user is signed in (lib/session-cookies.ts). */
const signedInCookie = () => typeof document !== 'undefined' && cookieValue(document.cookie, userCookieName) !== null;

/**
 * A guest session (core spec §4, guest_role jobseeker) for a browser that has none. Never once a
 * sign-in has begun in this page: the guest's answer sets the session cookie too, and landing
 * after the login's it would replace the user's session (issue 19, the magic-link race).
 */
export async function startGuestSession(http = sessionClient()): Promise<void> {
  if (signingIn || pendingGuest || signedInCookie()) return;
  pendingGuest = http.post('/guest');
  try {
    await pendingGuest;
  } finally {
    pendingGuest = null;
  }
}

/**
 * Called by every call that may sign in, before it is sent: a guest session still being made is
 * waited for, and none starts from now on, so a guest's cookie cannot land after the user's.
 */
export async function guestSessionSettled(): Promise<void> {
  signingIn = true;
  await pendingGuest?.catch(() => undefined);
}

/** For tests: a page that has not signed in yet. */
export function resetSignInState(): void {
  signingIn = false;
  pendingGuest = null;
}

/** Ends the session on the platform, then the BFF clears every session cookie. */
export async function endSessionOnServer(http = sessionClient()): Promise<void> {
  await http.post('/log-out');
}

/** After a 401: only the server can remove the HttpOnly session cookie. */
export async function expireSessionCookies(http = sessionClient()): Promise<void> {
  await http.post('/expire');
}
