import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecruiterInterviewTools } from '@/components/chat/recruiter-interview-tools';
import interviews from '@/i18n/messages/interviews/en-us.json';
import { base, renderChat } from './chat-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });
const refused = (code: number, message: string) => HttpResponse.json({ code, message, data: null }, { status: 400 });
const offer = (details: string) => ({
  id: 3,
  chat_id: 4,
  job_id: 9,
  job_title: 'Staff Nurse',
  company_name: 'Acme',
  details,
  state: 'pending',
  responded_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
});

const renderTools = () => renderChat(<RecruiterInterviewTools chatId={4} />, { role: 'recruiter', extraMessages: interviews });

describe('the recruiter page\'s interview tools', () => {
  it('refuses an empty offer in place without sending it', async () => {
    renderTools();
    await userEvent.click(screen.getByText('Make an offer'));
    await userEvent.click(screen.getByRole('button', { name: 'Send the offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(interviews.Interviews.rules.required);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends an offer, says so and empties the field; busy while it is on its way', async () => {
    let sent: unknown;
    let answer: (() => void) | undefined;
    server.use(
      http.post(`${base}/interview/recruiter/chats/4/offers`, async ({ request }) => {
        sent = await request.json();
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok(offer('Monthly pay PHP 40,000'));
      }),
    );
    renderTools();
    await userEvent.click(screen.getByText('Make an offer'));
    const field = screen.getByLabelText(/Offer details/);
    await userEvent.type(field, 'Monthly pay PHP 40,000');
    const button = screen.getByRole('button', { name: 'Send the offer' });
    await userEvent.click(button);
    await waitFor(() => expect(answer).toBeDefined());
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer?.();
    expect((await screen.findByRole('status')).textContent).toBe('Offer sent.');
    expect(sent).toEqual({ details: 'Monthly pay PHP 40,000' });
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the catalogue\'s words for a refused invitation and keeps what was typed', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post(`${base}/interview/recruiter/chats/4/interviews`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return refused(41562, 'Cannot modify interview within three hours');
      }),
    );
    renderTools();
    await userEvent.click(screen.getByText('Invite to an interview'));
    await userEvent.click(screen.getByLabelText('Video call'));
    await userEvent.type(screen.getByLabelText('Video link'), 'https://meet.example/abc');
    await userEvent.type(screen.getByLabelText('Contact person'), 'Rosa Santos');
    await userEvent.type(screen.getByLabelText('Contact number'), '+63 9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(interviews.Interviews.codes['41562']);
    expect(sent).toMatchObject({ mode: 'video', address: null, video_link: 'https://meet.example/abc', contact_name: 'Rosa Santos', instructions: null });
    expect(sent?.times).toEqual([expect.stringMatching(/^\d{4}-\d\d-\d\dT10:00:00[+-]\d\d:\d\d$/)]);
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByLabelText('Contact person') as HTMLInputElement).value).toBe('Rosa Santos');
  });
});
