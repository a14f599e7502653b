import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoResumes } from '@/components/profile/video-resumes';
import profile from '@/i18n/messages/profile/en-us.json';
import videoResumes from '@/i18n/messages/videoResumes/en-us.json';
import type { VideoResume } from '@/lib/schemas/video-resumes';
import { holdUploads, ok, browserPlatform } from '@/tests/support/browser-platform';

const server = browserPlatform();

/** The length the fake <video> reports for the next chosen file, or null for one it cannot read. */
let browserLength: number | null = 2;

beforeAll(() => {
  // jsdom reads no media: a detached <video> reports `browserLength` as a browser would from the file's metadata.
  URL.createObjectURL ??= () => 'blob:video';
  URL.revokeObjectURL ??= () => {};
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(((name: string, options?: ElementCreationOptions) => {
    const element = create(name, options);
    if (name !== 'video') return element;
    Object.defineProperty(element, 'duration', { get: () => browserLength ?? Number.NaN });
    Object.defineProperty(element, 'src', {
      set: (value: string) => {
        if (!value) return;
        queueMicrotask(() => (browserLength === null ? element.onerror?.(new Event('error')) : element.onloadedmetadata?.(new Event('loadedmetadata'))));
      },
      get: () => '',
    });
    (element as HTMLVideoElement).load = () => {};
    return element;
  }) as typeof document.createElement);
});
afterEach(() => {
  browserLength = 2;
});

const video = (id: number, extra: Partial<VideoResume> = {}): VideoResume => ({
  id,
  filename: `clip-${id}.mp4`,
  mime_type: 'video/mp4',
  size: 3_145_728,
  duration: 95.4,
  cover_version: null,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  ...extra,
});

/**
 * The platform as MSW: the list, and each upload (video or cover) held until the test answers it
 * (tests/support/browser-platform.ts).
 */
function renderSection(list: VideoResume[]) {
  server.use(http.get('*/api/jobseeker/video-resumes', () => ok({ video_resumes: list })));
  const uploads = holdUploads(server, ['/jobseeker/video_resume/upload_v1', '/jobseeker/video-resumes/upload-video-cover']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en-us" messages={{ ...profile, ...videoResumes }} timeZone="UTC">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  render(<VideoResumes />, { wrapper });
  return uploads;
}

const mp4 = (name = 'me.mp4', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

describe('VideoResumes', () => {
  it('shows each video with its length, the cover as poster, and the player pointed at the platform', async () => {
    renderSection([video(7, { cover_version: 41 }), video(8)]);
    const items = within(await screen.findByRole('list', { name: 'Your video resumes' })).getAllByRole('listitem');
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Video resume 1' })).toBeTruthy();
    expect(first.getByText('1:35')).toBeTruthy();
    expect(first.getByText('3 MB')).toBeTruthy();
    const player = (items[0] as HTMLElement).querySelector('video');
    expect(player?.getAttribute('poster')).toBe('/api/jobseeker/video-resumes/7/cover?v=41');
    expect(player?.getAttribute('src')).toMatch(/^\/api\/jobseeker\/video-resumes\/7\/video\?v=\d+$/);
    expect(first.getByLabelText('Change the cover image')).toBeTruthy();
    expect((items[1] as HTMLElement).querySelector('video')?.hasAttribute('poster')).toBe(false);
    expect(within(items[1] as HTMLElement).getByLabelText('Add a cover image')).toBeTruthy();
  });

  it('checks type, size, length (from the file’s metadata) and count in the form, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = renderSection([video(1), video(2)]);
    const input = await screen.findByLabelText('Upload a video resume');
    await user.upload(input, new File(['x'], 'me.mov', { type: 'video/quicktime' }));
    expect(screen.getByRole('alert').textContent).toBe('Uploaded file extension not supported: upload an MP4 video.');
    await user.upload(input, mp4('big.mp4', 30 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds the limit of 30MB.');
    browserLength = 190;
    await user.upload(input, mp4('long.mp4'));
    expect((await screen.findByRole('alert')).textContent).toBe('This video is 3:10 long. Video resumes must be under 3 minutes.');
    expect(uploads).toHaveLength(0);
    // A file the browser cannot read goes to the platform, which reads the container itself.
    browserLength = null;
    await user.upload(input, mp4('hevc.mp4'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0]?.answer(422, {
        code: 40001,
        message: 'Parameter validation failed',
        data: { reason: 'too_long', duration: 200, errors: { video_resume: ['The video is 3:20 long'] } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This video is 3:20 long. Video resumes must be under 3 minutes.');
  });

  it('shows the upload’s progress, cancels it, and says a fourth is refused (41245)', async () => {
    const user = userEvent.setup();
    const uploads = renderSection([video(1), video(2)]);
    const input = await screen.findByLabelText('Upload a video resume');
    await user.upload(input, mp4());
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.progress(1536, 2048));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('75'));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploads[0]?.aborted).toBe(true);
    expect(await screen.findByText('The upload was canceled.')).toBeTruthy();

    await user.upload(screen.getByLabelText('Upload a video resume'), mp4());
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]?.answer(422, { code: 41245, message: 'You cannot have more than three video resumes', data: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can have at most 3 video resumes. Delete one to upload another.');
  });

  it('checks a cover in the form and says why the platform refused one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = renderSection([video(5)]);
    const input = await screen.findByLabelText('Add a cover image');
    await user.upload(input, new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('The cover must be a JPG, PNG or WebP image.');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('The cover image must be at most 5 MB.');
    expect(uploads).toHaveLength(0);
    await user.upload(input, new File(['<html>'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect((await uploads[0]?.request.clone().formData())?.get('video_resume_id')).toBe('5');
    act(() => uploads[0]?.answer(422, { code: 40001, message: 'x', data: { reason: 'not_image', errors: { video_cover: ['x'] } } }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The cover must be a JPG, PNG or WebP image.'));
  });
});
