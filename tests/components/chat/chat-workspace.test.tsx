import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatWorkspace } from '@/components/chat/chat-workspace';
import { chatDetail, chatSummary, message } from '../../services/chat-fixtures';
import { base, renderChat } from './chat-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(onlineHandler()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const text = (element: Element | null | undefined) => element?.textContent ?? '';
const disabled = (element: Element) => (element as HTMLButtonElement).disabled;
const ok = (data: unknown) => HttpResponse.json({ code: 0, message: 'Success', data });

const onlineHandler = () =>
  http.post(`${base}/chat/chats/query-online-status`, async ({ request }) => {
    const body = (await request.json()) as { user_ids: number[] };
    return ok({ statuses: body.user_ids.map((id) => ({ user_id: id, is_online: id === 5, last_active_at: null })) });
  });

function listHandler(seen: Record<string, string>[] = []) {
  return http.get(`${base}/chat/chats`, ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    seen.push(params);
    const chats =
      params.folder === 'pinned'
        ? [chatSummary({ id: 6, pinned: true, recruiter: { ...chatSummary().recruiter, name: 'Pia Pinned' } })]
        : [chatSummary({ unread_count: 2, last_message: message({ seq: 2, sender_role: 'recruiter', text: 'Are you free on Monday?' }) })];
    return ok({ chats, total: chats.length, page: 1, unread_total: params.folder === 'pinned' ? 0 : 2 });
  });
}

describe('the conversation list', () => {
  it('shows conversations with their unread badges, and each folder asks the platform for its own', async () => {
    const seen: Record<string, string>[] = [];
    server.use(listHandler(seen));
    renderChat(<ChatWorkspace selected={null} onSelect={() => {}} />);
    // The first render also loads the chat modules: a slower start under load.
    const row = await screen.findByRole('button', { name: /^Rita Reyes/ }, { timeout: 5000 });
    expect(text(row)).toContain('Are you free on Monday?');
    expect(text(row)).toContain('2 unread');
    // The recruiter is online (POST /chats/query-online-status, role recruiter).
    await waitFor(() => expect(text(screen.getByRole('button', { name: /^Rita Reyes/ }))).toContain('Online'));
    await userEvent.click(screen.getByRole('button', { name: 'Pinned' }));
    expect(await screen.findByRole('button', { name: /^Pia Pinned/ })).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ folder: 'pinned' });
    expect((screen.getByRole('button', { name: 'Pinned' }))?.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches by the words typed', async () => {
    const seen: Record<string, string>[] = [];
    server.use(listHandler(seen));
    renderChat(<ChatWorkspace selected={null} onSelect={() => {}} />);
    await screen.findByRole('button', { name: /^Rita Reyes/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ query: 'nurse', folder: 'all' }));
  });

  it('pins a conversation from its menu', async () => {
    let flags: unknown;
    server.use(
      listHandler(),
      http.patch(`${base}/chat/chats/4`, async ({ request }) => {
        flags = await request.json();
        return ok(chatSummary({ pinned: true }));
      }),
    );
    renderChat(<ChatWorkspace selected={null} onSelect={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for the conversation with Rita Reyes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(flags).toEqual({ pinned: true }));
  });
});

describe('a conversation', () => {
  function conversationHandlers(detail = chatDetail(), pages?: (params: Record<string, string>) => unknown) {
    return [
      listHandler(),
      http.get(`${base}/chat/chats/4`, () => ok(detail)),
      http.get(`${base}/chat/chats/4/messages`, ({ request }) => {
        const params = Object.fromEntries(new URL(request.url).searchParams);
        return ok(pages?.(params) ?? { messages: [message({ seq: 2, sender_role: 'recruiter', text: 'Hello Ana' }), message({ seq: 1, type: 'greeting', text: 'Hi, I am interested' })], has_more: false });
      }),
      http.post(`${base}/chat/chats/4/read`, () => ok({ unread_total: 0 })),
    ];
  }

  it('shows the job, the recruiter card with reply activity, and the messages in seq order', async () => {
    server.use(...conversationHandlers());
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    const log = await screen.findByRole('log', { name: 'Messages' }, { timeout: 5000 });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    const items = within(log).getAllByRole('listitem');
    expect(text(items[0])).toContain('Hi, I am interested');
    expect(text(items[1])).toContain('Hello Ana');
    expect((screen.getByRole('link', { name: /Staff Nurse/ }))?.getAttribute('href')).toBe('/en-us/job/staff-nurse-9');
    expect(screen.getByText('Replies today')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rita Reyes' })).toBeTruthy();
  });

  it('sends: sending until the platform stores it, then sent, then read when the recruiter reads it', async () => {
    server.use(...conversationHandlers());
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    act(() => socket.up());
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'I can start next week{Enter}');
    const pending = await within(log).findByText('I can start next week');
    expect(text(pending.closest('li'))).toContain('Sending');
    const send = socket.sends('message:send')[0];
    const clientId = (send?.payload as { client_id: string } | undefined)?.client_id;
    act(() => send?.ack?.(null, { ok: true, data: message({ seq: 3, client_id: clientId, text: 'I can start next week' }) }));
    await waitFor(() => expect(text(within(log).getByText('I can start next week').closest('li'))).toContain('Sent'));
    act(() => socket.fire('chat:read', { chat_id: 4, role: 'recruiter', seq: 3 }));
    await waitFor(() => expect(text(within(log).getByText('I can start next week').closest('li'))).toContain('Read'));
  });

  it('shows a refused message as not sent with a reason, and retries it under the same client id', async () => {
    server.use(...conversationHandlers());
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await screen.findByRole('log', { name: 'Messages' });
    act(() => socket.up());
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello?{Enter}');
    await waitFor(() => expect(socket.sends('message:send')).toHaveLength(1));
    const first = socket.sends('message:send')[0];
    act(() => first?.ack?.(null, { ok: false, code: 40006, message: 'slow down' }));
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Wait a moment and try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(socket.sends('message:send')).toHaveLength(2));
    const idOf = (entry: { payload: unknown } | undefined) => (entry?.payload as { client_id?: string } | undefined)?.client_id;
    expect(idOf(socket.sends('message:send')[1])).toBe(idOf(first));
  });

  it('says how long to wait when the chat limit refuses a send, keeping its text to send again (issue 30)', async () => {
    server.use(...conversationHandlers());
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await screen.findByRole('log', { name: 'Messages' });
    act(() => socket.up());
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Are you there?{Enter}');
    await waitFor(() => expect(socket.sends('message:send')).toHaveLength(1));
    act(() => socket.sends('message:send')[0]?.ack?.(null, { ok: false, code: 40006, message: 'slow down', data: { retry_after: 42 } }));
    expect(await screen.findByText('You are sending messages too quickly. You can send again in 42 seconds.')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Are you there?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('adds the other side\'s live message and shows typing while they write', async () => {
    server.use(...conversationHandlers());
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    act(() => socket.up());
    act(() => socket.fire('typing', { chat_id: 4, role: 'recruiter', typing: true }));
    expect(await screen.findByText('Rita Reyes is typing…')).toBeTruthy();
    act(() => socket.fire('message:new', message({ seq: 3, sender_role: 'recruiter', text: 'When can you start?' })));
    await waitFor(() => expect(text(within(log).getAllByRole('listitem').at(-1))).toContain('When can you start?'));
    expect(screen.queryByText('Rita Reyes is typing…')).toBeNull();
  });

  it('loads earlier messages before the first one shown', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      ...conversationHandlers(chatDetail(), (params) => {
        asked.push(params);
        return params.before_seq
          ? { messages: [message({ seq: 1, text: 'The very first' })], has_more: false }
          : { messages: [message({ seq: 2, text: 'Second' }), message({ seq: 3, text: 'Third' })], has_more: true };
      }),
    );
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(text(within(log).getAllByRole('listitem')[0])).toContain('The very first'));
    expect(asked.at(-1)).toMatchObject({ before_seq: '2' });
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('keeps resume and mobile exchange closed until both have replied, and says why', async () => {
    server.use(...conversationHandlers(chatDetail({ both_replied: false })));
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    expect(disabled(await screen.findByRole('button', { name: 'Send resume' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Exchange mobile numbers' }))).toBe(true);
    expect(screen.getByText(/once you and the recruiter have both replied/)).toBeTruthy();
  });

  it('asks for the mobile exchange once both replied, then shows it as pending', async () => {
    let asked = false;
    server.use(
      http.get(`${base}/chat/chats/4`, () => ok(chatDetail({ both_replied: true, mobile_exchange: asked ? 'requested' : 'none' }))),
      ...conversationHandlers(chatDetail({ both_replied: true })),
      http.post(`${base}/chat/chats/4/mobile-exchange/request`, () => {
        asked = true;
        return ok(message({ seq: 3, type: 'mobile_exchange_request', text: '' }));
      }),
    );
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Exchange mobile numbers' }));
    expect(await screen.findByText(/waiting for the recruiter to agree/)).toBeTruthy();
    expect(asked).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Exchange mobile numbers' }))).toBe(true);
  });

  it('asks for the chat again after the socket reconnects: a change pushed while it was down shows (issue 31)', async () => {
    let state: 'requested' | 'accepted' = 'requested';
    server.use(
      http.get(`${base}/chat/chats/4`, () => ok(chatDetail({ both_replied: true, mobile_exchange: state, last_seq: state === 'accepted' ? 4 : 3 }))),
      ...conversationHandlers(chatDetail({ both_replied: true })),
    );
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    expect(await screen.findByText(/waiting for the recruiter to agree/)).toBeTruthy();
    act(() => socket.up());
    // Down (offline, or the page kept in the back/forward cache) while the recruiter agrees.
    act(() => socket.fire('disconnect'));
    state = 'accepted';
    act(() => socket.up());
    expect(await screen.findByText('Mobile numbers exchanged.', { selector: '[role="status"]' })).toBeTruthy();
  });

  it('asks for the lists again once the platform stored the read, so the row does not keep its unread count (issue 31)', async () => {
    const events: string[] = [];
    // The messages come once the socket is up, so the read goes over it.
    let socketUp = () => {};
    const up = new Promise<void>((resolve) => {
      socketUp = resolve;
    });
    server.use(
      http.get(`${base}/chat/chats`, () => {
        events.push('list');
        return ok({ chats: [chatSummary({ unread_count: events.includes('ack') ? 0 : 1 })], total: 1, page: 1, unread_total: 0 });
      }),
      http.get(`${base}/chat/chats/4/messages`, async () => {
        await up;
        return ok({ messages: [message({ seq: 2, sender_role: 'recruiter', text: 'Hello Ana' })], has_more: false });
      }),
      ...conversationHandlers(),
    );
    const { socket } = renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await waitFor(() => expect(socket.handlers.has('connect')).toBe(true));
    act(() => socket.up());
    socketUp();
    await waitFor(() => expect(socket.sends('chat:read')).toHaveLength(1));
    // A list asked now could be answered before the read is stored: none is asked until the ack.
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.push('ack');
    act(() => socket.sends('chat:read')[0]?.ack?.(null, { ok: true, data: { unread_total: 0 } }));
    await waitFor(() => expect(events.slice(events.indexOf('ack'))).toContain('list'));
  });

  it('switches the job only after the one-time confirmation', async () => {
    let body: unknown;
    const other = { ...chatDetail().job, id: 12, title: 'Night Nurse' };
    server.use(
      ...conversationHandlers(chatDetail({ switchable_jobs: [chatDetail().job, other] })),
      http.post(`${base}/chat/chats/4/switch-job`, async ({ request }) => {
        body = await request.json();
        return ok(chatDetail({ job: other, job_switch_confirmed: true }));
      }),
    );
    renderChat(<ChatWorkspace selected={4} onSelect={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch job' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /another job/ }), 'Night Nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    expect(body).toBeUndefined();
    expect(text(screen.getByRole('alertdialog'))).toContain('Night Nurse');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(body).toEqual({ job_id: 12, confirm: true }));
    expect(await screen.findByRole('link', { name: /Night Nurse/ })).toBeTruthy();
  });
});
