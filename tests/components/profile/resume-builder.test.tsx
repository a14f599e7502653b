import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ResumeBuilder } from '@/components/profile/resume-builder';
import messages from '@/i18n/messages/resumeTemplates/en-us.json';
import type { ResumeDraft } from '@/lib/schemas/generated-resumes';
import { answer, browserPlatform } from '@/tests/support/browser-platform';

const server = browserPlatform();

const draft = (id: number): ResumeDraft => ({ id, filename: `Ada Lovelace - classic ${id}.pdf`, size: 20_480, created_at: '2026-11-20T09:30:00.000Z' });

/** The platform as MSW, holding `drafts`; generate answers 41254 past five, or 40006 when `busy`. */
function renderBuilder(start: ResumeDraft[], busy = false) {
  let drafts = [...start];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    calls.push({ method: request.method, url: new URL(request.url).pathname.replace(/^\/api/, ''), body: text ? JSON.parse(text) : undefined });
  };
  const envelope = (status: number, data: unknown, code = 0) => answer(status, { code, message: code ? 'refused' : 'ok', data });
  server.use(
    http.get('*/api/jobseeker/generated-resumes', async ({ request }) => {
      await record(request);
      return envelope(200, { drafts, max: 5 });
    }),
    http.delete('*/api/jobseeker/generated-resumes/:id/delete', async ({ request, params }) => {
      await record(request);
      drafts = drafts.filter((d) => d.id !== Number(params.id));
      return envelope(200, { id: Number(params.id) });
    }),
    http.post('*/api/jobseeker/generate-resume', async ({ request }) => {
      await record(request);
      if (busy) return envelope(429, { retry_after: 540 }, 40006);
      if (drafts.length >= 5) return envelope(422, null, 41254);
      const made = draft(100 + drafts.length);
      drafts = [made, ...drafts];
      return envelope(201, made);
    }),
  );
  render(
    <NextIntlClientProvider locale="en-us" messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResumeBuilder />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return calls;
}

describe('ResumeBuilder', () => {
  it('creates a PDF from the chosen template, lists it with a download link, and deletes it', async () => {
    const user = userEvent.setup();
    const calls = renderBuilder([]);
    expect(await screen.findByText('No generated resumes yet.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Template'), 'compact');
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect(await screen.findByText('Your resume is ready.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', url: '/jobseeker/generate-resume', body: { template_id: 'compact' } });

    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByRole('link', { name: /Download/ }).getAttribute('href')).toBe('/api/jobseeker/generated-resumes/100/download');
    await user.click(within(item).getByRole('button', { name: 'Delete Ada Lovelace - classic 100.pdf' }));
    expect(await screen.findByText('Resume deleted.')).toBeTruthy();
    expect(await screen.findByText('No generated resumes yet.')).toBeTruthy();
  });

  it('says why a sixth cannot be made, before asking the platform', async () => {
    const user = userEvent.setup();
    const calls = renderBuilder([1, 2, 3, 4, 5].map(draft));
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You can keep at most 5 generated resumes. Delete one to create another.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when the hourly limit lets the seeker try again', async () => {
    const user = userEvent.setup();
    renderBuilder([], true);
    await screen.findByText('No generated resumes yet.');
    await user.click(screen.getByRole('button', { name: 'Create PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have created many resumes in the last hour. Try again in 9 minutes.');
  });
});
