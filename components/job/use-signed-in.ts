'use client';

import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { parseUserCookie, userCookieName } from '@/lib/session-cookies';

const noSubscription = () => () => {};
const signedInNow = () => parseUserCookie(Cookies.get(userCookieName)) !== null;

/**
 * Whether a job seeker is signed in, from the readable `user` cookie. Job and search pages are
 * cached for everyone, so this is known only in the browser: false while rendering on the server.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(noSubscription, signedInNow, () => false);
}
