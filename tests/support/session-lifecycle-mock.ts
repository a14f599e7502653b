import { vi } from 'vitest';

/**
 * services/session-lifecycle without the platform, for tests of how a session ends:
 * `vi.mock('@/services/session-lifecycle', () => import('…/support/session-lifecycle-mock'))`.
 */
export const endSessionOnServer = vi.fn(async () => undefined);
export const expireSessionCookies = vi.fn(async () => undefined);
export const startGuestSession = vi.fn(async () => undefined);
