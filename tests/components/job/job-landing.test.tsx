import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobLanding } from '@/components/job/job-landing';
import { languageBySlug } from '@/lib/languages';
import type { JobSearchResult } from '@/lib/schemas/job';
import { jobCardFixture } from '../../fixtures/job-card';
import { messages } from '../../support/render';

// The job cards are server components: their translations and links as the server gives them, in English.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-us', messages, namespace: namespace as never }),
}));
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => <a href={`/en-us${href}`} {...rest} />,
}));

const result = (count: number) =>
  ({ jobs: Array.from({ length: count }, (_, i) => jobCardFixture({ id: i + 1, title: `Nurse ${i + 1}` })), query_id: 'q-1', total_num: count, total_pages: 1 }) as unknown as JobSearchResult;

async function renderLanding(count: number) {
  const page = (
    <JobLanding
      hero={{ heading: 'Remote jobs', intro: 'Work from anywhere.' }}
      jobs={{ className: 'section', heading: `${count} jobs`, more: <a href="/en-us/jobs-hiring/remote">All remote jobs</a>, empty: { title: 'No jobs yet', text: 'Come back soon.' } }}
      search={{ result: result(count), subPage: 'remote' }}
      language={languageBySlug('en-us')}
    >
      <section aria-label="Companies">companies</section>
    </JobLanding>
  );
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  document.body.innerHTML = await new Response(stream).text();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a landing page of one kind of job', () => {
  it('shows the hero, its own sections, then the jobs under their heading, tracked as the search sub-page', async () => {
    await renderLanding(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Remote jobs');
    const jobs = screen.getByRole('region', { name: '2 jobs' });
    expect(screen.getByRole('region', { name: 'Companies' }).compareDocumentPosition(jobs)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(jobs).getByRole('link', { name: 'All remote jobs' })).toBeTruthy();
    const list = jobs.querySelector<HTMLElement>('ul.job-list');
    expect(list?.querySelectorAll(':scope > li')).toHaveLength(2);
    expect([list?.dataset.queryId, list?.dataset.page, list?.dataset.subPage]).toEqual(['q-1', 'search', 'remote']);
    expect(within(jobs).queryByText('No jobs yet')).toBeNull();
  });

  it('says what to do when there are none', async () => {
    await renderLanding(0);
    const jobs = screen.getByRole('region', { name: '0 jobs' });
    expect(within(jobs).getByRole('heading', { name: 'No jobs yet' })).toBeTruthy();
    expect(within(jobs).getByText('Come back soon.')).toBeTruthy();
    expect(within(jobs).queryByRole('list')).toBeNull();
  });
});
