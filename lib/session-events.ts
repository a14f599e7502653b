/** The browser event that says the `user` cookie changed in this page (a sign-in, a new name or photo). */
export const userChangedEvent = 'hireloop:user-changed';

/**
 * The browser event a deliberate log-out sends before it ends the session: calls that were in
 * flight then answer 401, and that is not a session that ended by itself (core spec §8).
 */
export const userLogoutEvent = 'hireloop:log-out';

/** The browser event that tells the chat layer to log out (core spec §4, §8). */
export const chatLogoutEvent = 'hireloop:chat-logout';

/** Cookies that make up a signed-in session in the browser (core spec §4, logout). */
export const sessionCookieNames = ['user', 'experiment', 'sessionid', 'chat_session', 'resume_reminder'] as const;
