import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AttachedResumes } from '@/components/profile/attached-resumes';
import profile from '@/i18n/messages/profile/en-us.json';
import resumeParsing from '@/i18n/messages/resumeParsing/en-us.json';
import resumes from '@/i18n/messages/resumes/en-us.json';
import type { AttachedResume } from '@/lib/schemas/resumes';
import { answer, holdUploads, ok, browserPlatform } from '@/tests/support/browser-platform';

const server = browserPlatform();

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const resume = (id: number, filename: string, extra: Partial<AttachedResume> = {}): AttachedResume => ({
  id,
  filename,
  mime_type: 'application/pdf',
  format: 'pdf',
  size: 2_621_440,
  created_at: '2026-11-20T09:30:00.000Z',
  syncable: false,
  auto_send: false,
  ...extra,
});

/**
 * The platform as MSW: the list, a refusal to delete the auto-send resume (41186), and each
 * upload held until the test answers it (tests/support/browser-platform.ts).
 */
function renderSection(list: AttachedResume[]) {
  server.use(
    http.get('*/api/jobseeker/resumes', () => ok({ resumes: list })),
    http.delete('*/api/jobseeker/resumes/1/delete', () => answer(422, { code: 41186, message: 'This resume is used for auto send and cannot be deleted', data: null })),
  );
  const uploads = holdUploads(server, ['/jobseeker/resume/upload']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en-us" messages={{ ...profile, ...resumes, ...resumeParsing }} timeZone="UTC">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  render(<AttachedResumes initial={list} />, { wrapper });
  return { uploads };
}

const pdf = (name = 'Ada CV.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('AttachedResumes', () => {
  it('lists each resume with its name, format, size, upload time and whether it can be synced', () => {
    renderSection([resume(1, 'Ada CV.pdf', { auto_send: true }), resume(2, '履歴書.docx', { format: 'docx', size: 30_000, syncable: true })]);
    const items = within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Ada CV.pdf' })).toBeTruthy();
    expect(first.getByText('PDF')).toBeTruthy();
    expect(first.getByText('2.5 MB')).toBeTruthy();
    expect(first.getByText('Nov 20, 2026, 9:30 AM')).toBeTruthy();
    expect(first.getByText('Not yet read for your profile')).toBeTruthy();
    expect(first.getByText('Sent automatically in chat')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Download Ada CV.pdf' }).getAttribute('href')).toBe('/api/jobseeker/resumes/1/download');
    const second = within(items[1] as HTMLElement);
    expect(second.getByText('29 kB')).toBeTruthy();
    expect(second.getByText('Ready to import into your profile')).toBeTruthy();
  });

  it('says a resume was imported, as the platform records it, not "Ready to import" (issue 36)', () => {
    const read = { syncable: true, sync_state: 'completed' as const, parse_id: 7 };
    renderSection([resume(1, 'Imported.pdf', { ...read, imported_at: '2026-11-21T10:00:00.000Z' }), resume(2, 'Waiting.pdf', { ...read, imported_at: null })]);
    const items = within(screen.getByRole('list', { name: 'Your resumes' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Imported into your profile')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Ready to import into your profile')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Ready to import into your profile')).toBeTruthy();
  });

  it('shows the upload’s real progress and cancels it', async () => {
    const user = userEvent.setup();
    const { uploads } = renderSection([]);
    await user.upload(screen.getByLabelText('Upload a resume'), pdf());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('value')).toBe('0');
    expect(screen.getByText('Uploading Ada CV.pdf…')).toBeTruthy();
    // axios hands progress on asynchronously, at most three times a second: the bar follows.
    act(() => uploads[0]?.progress(512, 2048));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('25'));
    act(() => uploads[0]?.progress(1536, 2048));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('75'));
    expect(screen.getByText('75%')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploads[0]?.aborted).toBe(true);
    expect(await screen.findByText('The upload was canceled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The picker is back for another try.
    expect(screen.getByLabelText('Upload a resume')).toBeTruthy();
  });

  it('says why the platform refused a file: a fourth resume (41170), a file that does not open (41281)', async () => {
    const user = userEvent.setup();
    const { uploads } = renderSection([resume(1, 'one.pdf'), resume(2, 'two.pdf')]);
    await user.upload(screen.getByLabelText('Upload a resume'), pdf('three.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.answer(422, { code: 41170, message: 'You cannot have more than three resumes', data: null }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can attach at most 3 resumes. Delete one to upload another.');

    await user.upload(screen.getByLabelText('Upload a resume'), pdf('fake.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() =>
      uploads[1]?.answer(422, {
        code: 41281,
        message: 'The resume could not be parsed',
        data: { errors: { file: ['The file is not a valid PDF document: it does not open as one'] } },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This file could not be opened as a PDF document. Check the file and upload it again.'),
    );
  });

  it('names the type of the file chosen when it does not open (41281), whatever words the platform used', async () => {
    const user = userEvent.setup();
    const { uploads } = renderSection([]);
    const docx = new File([new Uint8Array(2048)], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    await user.upload(screen.getByLabelText('Upload a resume'), docx);
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.answer(422, { code: 41281, message: 'The resume could not be parsed', data: { errors: { file: ['It does not open'] } } }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This file could not be opened as a DOCX document. Check the file and upload it again.'),
    );
  });

  it('checks type, size and count in the form, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads } = renderSection([resume(1, 'one.pdf'), resume(2, 'two.pdf'), resume(3, 'three.pdf')]);
    const input = screen.getByLabelText('Upload a resume');
    await user.upload(input, new File(['<html>'], 'cv.html', { type: 'text/html' }));
    expect(screen.getByRole('alert').textContent).toBe('Uploaded file extension not supported: use PDF, DOC or DOCX.');
    await user.upload(input, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size is too huge, upload within 5MB.');
    await user.upload(input, pdf('four.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('You can attach at most 3 resumes. Delete one to upload another.');
    expect(uploads).toHaveLength(0);
  });

  it('asks before deleting, and says why the auto-send resume stays (41186)', async () => {
    const user = userEvent.setup();
    renderSection([resume(1, 'Ada CV.pdf', { auto_send: true })]);
    await user.click(screen.getByRole('button', { name: 'Delete Ada CV.pdf' }));
    expect(screen.getByText('Delete Ada CV.pdf? This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This resume is used for chat auto-send and cannot be deleted. Stop auto-send or choose another resume first.',
    );
    expect(screen.getByRole('heading', { name: 'Ada CV.pdf' })).toBeTruthy();
  });
});
