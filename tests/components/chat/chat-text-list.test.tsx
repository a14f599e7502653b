import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChatTextList } from '@/components/chat/settings/chat-text-list';
import { renderChat } from './chat-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });
const phrase = (id: number, text = `Phrase ${id}`) => ({ id, text, created_at: '2026-11-01T00:00:00.000Z' });

describe('common phrases in settings', () => {
  it('refuses contact information in the form, in words, without asking the platform', async () => {
    let posted = 0;
    server.use(
      http.get('*/api/chat/common-phrases', () => ok({ phrases: [] })),
      http.post('*/api/chat/common-phrases/create', () => {
        posted += 1;
        return ok(phrase(1), 201);
      }),
    );
    renderChat(<ChatTextList kind="phrases" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'New phrase' }), 'Call me on +63 912 345 6789');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Remove the phone number.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New phrase' }).getAttribute('aria-invalid')).toBe('true');
    expect(posted).toBe(0);
  });

  it('adds a phrase and shows it in the list', async () => {
    const phrases: ReturnType<typeof phrase>[] = [];
    let body: unknown;
    server.use(
      http.get('*/api/chat/common-phrases', () => ok({ phrases })),
      http.post('*/api/chat/common-phrases/create', async ({ request }) => {
        body = await request.json();
        phrases.push(phrase(1, 'I am available for an interview this week.'));
        return ok(phrases[0], 201);
      }),
    );
    renderChat(<ChatTextList kind="phrases" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'New phrase' }), '  I am available for an interview this week.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('I am available for an interview this week.')).toBeTruthy();
    expect(body).toEqual({ text: 'I am available for an interview this week.' });
    expect(screen.getByText('1 of 20')).toBeTruthy();
  });

  it('shows the platform\'s refusal of a link in the reader\'s words', async () => {
    server.use(
      http.get('*/api/chat/common-phrases', () => ok({ phrases: [] })),
      http.post('*/api/chat/common-phrases/create', () =>
        HttpResponse.json({ code: 40001, message: 'Invalid', data: { errors: { text: ['Remove the link'] } } }, { status: 422 }),
      ),
    );
    renderChat(<ChatTextList kind="phrases" />);
    // Passes the form's check (no pattern the browser knows), refused by the platform's.
    await userEvent.type(await screen.findByRole('textbox', { name: 'New phrase' }), 'see my portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Remove the link.')).toBeTruthy();
  });

  it('offers no new phrase at the limit of 20', async () => {
    server.use(http.get('*/api/chat/common-phrases', () => ok({ phrases: Array.from({ length: 20 }, (_, i) => phrase(i + 1)) })));
    renderChat(<ChatTextList kind="phrases" />);
    expect(await screen.findByText('You have saved 20. Delete one to add another.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'New phrase' })).toBeNull();
  });
});

describe('greeting messages in settings', () => {
  it('refuses a Telegram link, chooses the greeting sent, and turns greetings off', async () => {
    let selected = 0;
    let settings: unknown;
    server.use(
      http.get('*/api/chat/greetings', () =>
        ok({
          greetings: [
            { ...phrase(1, 'Hello!'), selected: selected === 0 },
            { ...phrase(2, 'Hi, I am interested in this job.'), selected: selected === 2 },
          ],
          enabled: settings === undefined,
        }),
      ),
      http.post('*/api/chat/greetings/2/select', () => {
        selected = 2;
        return ok({ ...phrase(2), selected: true });
      }),
      http.patch('*/api/chat/settings', async ({ request }) => {
        settings = await request.json();
        return ok({ history_days: 90, greeting_enabled: false });
      }),
    );
    renderChat(<ChatTextList kind="greetings" />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'New greeting' }), 'Write me at t.me/someone');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Remove the Telegram link.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send this one' }));
    await waitFor(() => expect(selected).toBe(2));
    const toggle = screen.getByRole('checkbox', { name: 'Send a greeting when I start a chat' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    await waitFor(() => expect(settings).toEqual({ greeting_enabled: false }));
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
  });
});
