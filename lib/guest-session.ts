/**
 * A readable marker beside a guest session (core spec §4: guest login when no session id
 * exists). The session token itself is HttpOnly, so the page cannot see whether one exists;
 * the marker tells it that a guest session was already made and none is needed.
 */
export const guestMarkerCookieName = 'guest_session';

/** Set by a 401 (core spec §8: mark authentication expired) and cleared by the next login. */
export const authExpiredCookieName = 'auth_expired';
