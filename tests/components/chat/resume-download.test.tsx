import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosInstance } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumeDownload } from '@/components/chat/resume-download';
import { downloadChatResume } from '@/services/chat';
import { renderChat } from './chat-harness';

// jsdom's XMLHttpRequest cannot answer with a Blob, so the service call is replaced here; the
// platform's answer itself is tested in tests/server/chat-resume-file.test.ts.
vi.mock('@/services/chat', async (original) => ({ ...(await original<typeof import('@/services/chat')>()), downloadChatResume: vi.fn() }));

afterEach(() => {
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
    const [client, chatId, resumeId] = vi.mocked(downloadChatResume).mock.calls[0] as [AxiosInstance, number, number];
    expect([chatId, resumeId]).toEqual([4, 31]);
    expect(client.defaults.headers['Role-Id'] ?? client.defaults.headers.common?.['Role-Id']).toBe('2');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('says so when the file cannot be had', async () => {
    vi.mocked(downloadChatResume).mockRejectedValue(new Error('404'));
    renderChat(<ResumeDownload chatId={4} resumeId={31} fileName="ana-cv.pdf" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download ana-cv.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The resume could not be downloaded');
  });
});
