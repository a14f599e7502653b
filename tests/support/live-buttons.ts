import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { clearBrowserQueries } from '@/services/query-client';
import { signOut, visit } from '../components/job/session-cookie';

/**
 * The browser a live button's tests run in (save, follow, block): a Philippine site in English
 * at `path`, visited again before each test, and an MSW server that refuses any call it was not
 * told about. After each test: no handlers, no cached answers (every live button shares the
 * browser's one query client, so no test sees another's), no session, no spies.
 */
export function liveButtonBrowser(path: string): SetupServer {
  const server = setupServer();
  beforeAll(() => {
    document.documentElement.dataset.country = 'ph';
    document.documentElement.dataset.language = 'en-us';
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => visit(path));
  afterEach(() => {
    server.resetHandlers();
    clearBrowserQueries();
    signOut();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

/** The platform's success envelope around `data`. */
export const envelope = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });

/** The live button once it knows the state (the first one drawn is the disabled placeholder). */
export async function readyButton(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false));
  return screen.getByRole('button', { name });
}

/** Catches the page leaving for the log-in page: the `location.assign` a signed-out click calls. */
export function catchNavigation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, assign } as Location);
  return assign;
}

/** A row of the followed or blocked companies list. */
export const companyRow = (id: number) => ({ company_id: id, company_name: `Company ${id}`, logo_color: '#123456', created_at: '2026-11-01T00:00:00.000Z' });
