import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResumeBuilder } from '@/components/profile/resume-builder';
import messages from '@/i18n/messages/resumeTemplates/en-us.json';
import type { ResumeDraft } from '@/lib/schemas/generated-resumes';
import { createHttp } from '@/services/http';

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
});

const draft = (id: number): ResumeDraft => ({ id, filename: `Ada Lovelace - classic ${id}.pdf`, size: 20_480, created_at: '2026-11-20T09:30:00.000Z' });

/** The real service layer over a fake platform holding `drafts`; generate answers 41254 past five. */
function renderBuilder(start: ResumeDraft[], busy = false) {
  let drafts = [...start];
  const calls: { method: string; url: string; body: unknown }[] = [];
  const http = createHttp({ baseURL: '/api', context: { country: 'ph', language: 'en-us', device: 'web' } });
  http.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({ method, url, body: config.data ? JSON.parse(String(config.data)) : undefined });
    const answer = (status: number, data: unknown, code = 0) => {
      const response = { data: { code, message: code ? 'refused' : 'ok', data }, status, statusText: '', headers: {}, config } as AxiosResponse;
      if (status >= 300) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    if (method === 'GET') return answer(200, { drafts, max: 5 });
    if (method === 'DELETE') {
      const id = Number(/(\d+)\/delete$/.exec(url)?.[1]);
      drafts = drafts.filter((d) => d.id !== id);
      return answer(200, { id });
    }
    if (busy) return answer(429, { retry_after: 540 }, 40006);
    if (drafts.length >= 5) return answer(422, null, 41254);
    const made = draft(100 + drafts.length);
    drafts = [made, ...drafts];
    return answer(201, made);
  };
  render(
    <NextIntlClientProvider locale="en-us" messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResumeBuilder http={http} />
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
