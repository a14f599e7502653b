import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResumeDownload } from '@/components/chat/resume-download';
import { downloadChatResume } from '@/services/chat';
import { chatHttp } from '@/services/chat-client';
import { base, renderChat } from './chat-harness';

// jsdom's XMLHttpRequest cannot answer with a Blob, so the service call is replaced here; the
// platform's answer itself is tested in tests/server/chat-resume-file.test.ts.
vi.mock('@/services/chat', async (original) => ({ ...(await original<typeof import('@/services/chat')>()), downloadChatResume: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
  vi.mocked(downloadChatResume).mockReset();
});

describe('a resume sent in the chat', () => {
  it('is saved through the chat’s own client (the recruiter page’s Role-Id) under its file name', async () => {
    vi.mocked(downloadChatResume).mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    const created = vi.fn(() => 'blob:resume');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderChat(<ResumeDownload chatId={4} resumeId={31} fileName="ana-cv.pdf" />, { role: 'recruiter' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download ana-cv.pdf' }));
    await waitFor(() => expect(clicked).toEqual(['ana-cv.pdf']));
    const [client, chatId, resumeId] = vi.mocked(downloadChatResume).mock.calls[0] as [ReturnType<typeof chatHttp>, number, number];
    expect([chatId, resumeId]).toEqual([4, 31]);
    expect(client).toBe(chatHttp('recruiter'));
    // The client it was handed speaks as the recruiter: a call through it carries Role-Id 2.
    let role: string | null = null;
    server.use(
      http.get(`${base}/probe`, ({ request }) => {
        role = request.headers.get('role-id');
        return HttpResponse.json({ code: 0, message: 'Success', data: null });
      }),
    );
    await client.get('/probe');
    expect(role).toBe('2');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('says so when the file cannot be had', async () => {
    vi.mocked(downloadChatResume).mockRejectedValue(new Error('404'));
    renderChat(<ResumeDownload chatId={4} resumeId={31} fileName="ana-cv.pdf" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download ana-cv.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The resume could not be downloaded');
  });
});
