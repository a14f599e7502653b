import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatHistorySetting } from '@/components/chat/settings/chat-history-setting';
import { renderChat } from './chat-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });

describe('chat history in settings', () => {
  it('shows the kept period and changes it to 30 days', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/chat/settings', () => ok({ history_days: 90, greeting_enabled: true })),
      http.patch('*/api/chat/settings', async ({ request }) => {
        body = await request.json();
        return ok({ history_days: 30, greeting_enabled: true });
      }),
    );
    renderChat(<ChatHistorySetting />);
    const ninety = await screen.findByRole('radio', { name: 'Keep chats for 90 days after the last message' });
    expect((ninety as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Keep chats for 30 days after the last message' }));
    await waitFor(() => expect(body).toEqual({ history_days: 30 }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /30 days/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the change fails, and keeps the kept period', async () => {
    server.use(
      http.get('*/api/chat/settings', () => ok({ history_days: 90, greeting_enabled: true })),
      http.patch('*/api/chat/settings', () => HttpResponse.json({ code: 40001, message: 'Parameter validation failed', data: null }, { status: 422 })),
    );
    renderChat(<ChatHistorySetting />);
    await userEvent.click(await screen.findByRole('radio', { name: /30 days/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    expect((screen.getByRole('radio', { name: /90 days/ }) as HTMLInputElement).checked).toBe(true);
  });
});
