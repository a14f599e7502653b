import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatNowButton } from '@/components/chat/chat-now-button';
import { TextProvider } from '@/components/providers/text-provider';
import chat from '@/i18n/messages/chat/en-us.json';
import { chatSummary } from '../../services/chat-fixtures';
import { signIn, signOut, visit } from '../job/session-cookie';
import { render } from '@testing-library/react';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signOut();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ok = (data: unknown, status = 200) => HttpResponse.json({ code: 0, message: 'Success', data }, { status });

function renderButton() {
  return render(
    <TextProvider locale="en-US" messages={{ ChatNow: chat.ChatNow }}>
      <ChatNowButton jobId={9} recruiterId={5} />
    </TextProvider>,
  );
}

function spyOnAssign() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, assign } as Location);
  return assign;
}

describe('Chat now', () => {
  it('sends a signed-out visitor to get-started, keeping the intent to chat', async () => {
    visit('/en-us/job/staff-nurse-9');
    const assign = spyOnAssign();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Chat now' }));
    expect(assign).toHaveBeenCalledWith(`/en-us/get-started?redirect=${encodeURIComponent('/job/staff-nurse-9?intent=chat%3A9')}`);
  });

  it('opens the existing chat without starting another', async () => {
    signIn();
    visit('/en-us/job/staff-nurse-9');
    let started = false;
    server.use(
      http.get('*/api/chat/chats/check-exists/5/jobseekers', () => ok({ exists: true, chat_id: 31 })),
      http.post('*/api/chat/chats', () => {
        started = true;
        return ok({ chat: chatSummary(), created: true }, 201);
      }),
    );
    const assign = spyOnAssign();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Chat now' }));
    // The first click also loads the chat service.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-us/chat/31'), { timeout: 10_000 });
    expect(started).toBe(false);
  });

  it('starts a chat about the job when there is none', async () => {
    signIn();
    visit('/en-us/job/staff-nurse-9');
    let body: unknown;
    server.use(
      http.get('*/api/chat/chats/check-exists/5/jobseekers', () => ok({ exists: false, chat_id: null })),
      http.post('*/api/chat/chats', async ({ request }) => {
        body = await request.json();
        return ok({ chat: chatSummary({ id: 44 }), created: true }, 201);
      }),
    );
    const assign = spyOnAssign();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Chat now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-us/chat/44'));
    expect(body).toMatchObject({ job_id: 9 });
  });

  it('says why when the platform refuses for work eligibility (41274)', async () => {
    signIn();
    visit('/en-us/job/staff-nurse-9');
    server.use(
      http.get('*/api/chat/chats/check-exists/5/jobseekers', () => ok({ exists: false, chat_id: null })),
      http.post('*/api/chat/chats', () => HttpResponse.json({ code: 41274, message: 'identity', data: null }, { status: 403 })),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Chat now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(chat.ChatNow.workEligibility);
  });

  it('finishes the chat after get-started brings the seeker back with the intent', async () => {
    signIn();
    visit('/en-us/job/staff-nurse-9?intent=chat%3A9');
    server.use(http.get('*/api/chat/chats/check-exists/5/jobseekers', () => ok({ exists: true, chat_id: 7 })));
    const assign = spyOnAssign();
    renderButton();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en-us/chat/7'));
  });
});

describe('Chat now refusals', () => {
  it.each([
    ['self_chat', chat.ChatNow.self],
    ['company_blocked', chat.ChatNow.blocked],
  ])('says so when the platform refuses with reason %s', async (reason, message) => {
    signIn();
    visit('/en-us/job/staff-nurse-9');
    server.use(
      http.get('*/api/chat/chats/check-exists/5/jobseekers', () => ok({ exists: false, chat_id: null })),
      http.post('*/api/chat/chats', () => HttpResponse.json({ code: 40005, message: 'No', data: { reason } }, { status: 403 })),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Chat now' }));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(message);
  });
});
