import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationMoves } from '@/components/chat/application-moves';
import { ChatWorkspace } from '@/components/chat/chat-workspace';
import { chatDetail, chatSummary, message } from '../../services/chat-fixtures';
import { base, renderChat } from './chat-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });
const application = (status: string) => ({
  id: 70,
  status,
  job: { id: 9, title: 'Staff Nurse' },
  jobseeker: { id: 8, name: 'Ana Cruz' },
  first_message: null,
  viewed_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  chat_id: 4,
});

describe('the recruiter side', () => {
  it('lists chats by the seeker\'s name and agrees to a mobile exchange with Role-Id 2', async () => {
    let role: string | null = null;
    let body: unknown;
    server.use(
      http.get(`${base}/chat/chats`, () => ok({ chats: [chatSummary({ mobile_exchange: 'requested' })], total: 1, page: 1, unread_total: 0 })),
      http.get(`${base}/chat/chats/4`, () => ok(chatDetail({ mobile_exchange: 'requested', both_replied: true }))),
      http.get(`${base}/chat/chats/4/messages`, () => ok({ messages: [message({ seq: 1, type: 'mobile_exchange_request', text: '' })], has_more: false })),
      http.post(`${base}/chat/chats/4/read`, () => ok({ unread_total: 0 })),
      http.post(`${base}/chat/chats/4/mobile-exchange/respond`, async ({ request }) => {
        role = request.headers.get('role-id');
        body = await request.json();
        return ok(message({ seq: 2, sender_role: 'recruiter', type: 'mobile_exchange_accepted', payload: { jobseeker_phone: '+63 9171234567', recruiter_phone: '+63 9998887777' } }));
      }),
    );
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />, { role: 'recruiter' });
    expect(await screen.findByRole('button', { name: /^Ana Cruz/ }, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Agree to exchange' }));
    await waitFor(() => expect(body).toMatchObject({ accept: true }));
    expect(role).toBe('2');
    // Formatted as the (International) site writes them, each isolated left to right (issue 33 item 5).
    expect(await screen.findByText('Job seeker: \u2066+63 917 123 4567\u2069 · Recruiter: \u2066+63 999 888 7777\u2069')).toBeTruthy();
  });

  it('moves the chat\'s application to not suitable', async () => {
    let status = 'viewed';
    let moved: unknown;
    server.use(
      http.get(`${base}/job/recruiter/applications`, () => ok({ applications: [application(status)], total: 1, page: 1 })),
      http.patch(`${base}/job/recruiter/applications/70/status`, async ({ request }) => {
        moved = await request.json();
        status = 'not_accepted';
        return ok(application(status));
      }),
    );
    renderChat(<ApplicationMoves chatId={4} />, { role: 'recruiter' });
    expect(await screen.findByText('Status: Viewed')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Viewed' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Not suitable' }));
    expect(await screen.findByText('Status: Not suitable')).toBeTruthy();
    expect(moved).toEqual({ status: 'not_accepted' });
  });

  it('says so when the seeker has not applied', async () => {
    server.use(http.get(`${base}/job/recruiter/applications`, () => ok({ applications: [], total: 0, page: 1 })));
    renderChat(<ApplicationMoves chatId={4} />, { role: 'recruiter' });
    expect(await screen.findByText('The seeker has not applied to this job.')).toBeTruthy();
  });
});
