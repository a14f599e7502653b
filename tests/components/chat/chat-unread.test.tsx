import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UserMenu } from '@/components/auth/user-menu';
import { userMenuLabels, userMenuLinks } from '../../fixtures/user-menu';
import { signIn, signOut } from '../job/session-cookie';

// The header opens the chat socket once the page is idle (issue 31); here it finds no server.
const server = setupServer(http.get('*/api/socket.io', () => HttpResponse.error()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

const labels = userMenuLabels;
const links = userMenuLinks;

describe('the header chat entry', () => {
  it('offers Chat and, once the page is idle, the unread count for a signed-in seeker', async () => {
    signIn();
    let asked = 0;
    server.use(
      http.get('*/api/chat/unread-count', () => {
        asked += 1;
        return HttpResponse.json({ code: 0, message: 'Success', data: { unread_total: 3 } });
      }),
    );
    render(<UserMenu language="en-us" labels={labels} links={links} />);
    const trigger = screen.getByRole('button', { name: /account menu/ });
    await waitFor(() => expect(trigger.textContent).toContain('3 unread messages'), { timeout: 10_000 });
    await userEvent.click(trigger);
    const entry = screen.getByRole('link', { name: /^Chat/ });
    expect(entry.getAttribute('href')).toBe('/en-us/chat');
    expect(entry.textContent).toContain('3 unread messages');
    expect(asked).toBe(1);
  });

  it('asks nothing for a signed-out visitor', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/chat/unread-count', () => {
        asked += 1;
        return HttpResponse.json({ code: 0, message: 'Success', data: { unread_total: 3 } });
      }),
    );
    render(<UserMenu language="en-us" labels={labels} links={links} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    // Longer than the idle fallback after which a signed-in menu asks.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(asked).toBe(0);
  });
});
