import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForYouJobs } from '@/components/home/for-you-jobs';
import type { ForYouLabels } from '@/components/home/for-you-labels';
import { HomeCompanies, HomeSection, HotTitleLinks } from '@/components/home/home-sections';
import homeMessages from '@/i18n/messages/home/en-us.json';
import { messages as coreMessages } from '../../support/render';
import { signIn, signOut } from '../job/session-cookie';

const messages = { ...coreMessages, ...homeMessages };

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-us', messages, namespace: namespace as never }),
}));
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={`/en-us${href}`} {...rest} />
  ),
}));
vi.mock('server-only', () => ({}));

const server = setupServer();
const envelope = (data: unknown, status = 200) => HttpResponse.json({ code: status === 200 ? 0 : 40003, message: 'm', data }, { status });
const job = (id: number, title: string) => ({
  id,
  title,
  company: { id: 7, name: 'Acme Sales', logo_color: '#123456', is_verified: true },
  salary: { type: 'monthly', from: 1000, to: 2000, currency: 'PHP' },
  location: { id: 3, value: 'Makati', seo_value: 'makati' },
  work_arrangement: 'hybrid',
  job_type: { id: 1, value: 'Full-time' },
  xp_lvl: { id: 1, value: 'Entry' },
  is_urgent: false,
  posted_at: '2026-10-01T00:00:00.000Z',
  function_title: { id: 141, value: 'Sales Executive' },
});
const labels: ForYouLabels = {
  language: 'en-us',
  title: 'Recommended for you',
  intro: 'Picked for you.',
  empty: 'Add your job preferences.',
  addPreferences: 'Add job preferences',
  seeAll: 'All recommended jobs',
  arrangement: { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' },
  courses: {
    title: 'Courses for you',
    intro: 'Picked for the jobs you are looking for.',
    seeAll: 'See all courses',
    cards: {
      locale: 'en-US',
      language: 'en-us',
      level: 'Level',
      levels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
      everyTrade: 'Every trade',
      categories: { 100: 'Sales' },
    },
  },
};
const course = (id: number, title: string, categories: number[]) => ({ id, key: `course-${id}`, title, level: 'beginner', hours: 6, job_category_ids: categories });

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  signOut();
});
afterAll(() => server.close());

describe('home sections', () => {
  it('a section has its heading, what it holds and the link to its full list', async () => {
    render(
      HomeSection({ id: 'remote-jobs', title: 'Remote jobs', intro: 'Work from anywhere.', href: '/remote-jobs', linkLabel: 'See all remote jobs', children: <p>cards</p> }),
    );
    const section = screen.getByRole('region', { name: 'Remote jobs' });
    expect(within(section).getByText('Work from anywhere.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all remote jobs' }).getAttribute('href')).toBe('/en-us/remote-jobs');
  });

  it('hot job titles are links to their searches, blank ones left out', async () => {
    render(
      (await HotTitleLinks({
        titles: [
          { value: 'Sales Executive', job_title_id: 141, count: 9 },
          { value: ' ', job_title_id: null, count: 3 },
          { value: 'nurse', job_title_id: null, count: 2 },
        ],
      })) as React.ReactElement,
    );
    const nav = screen.getByRole('navigation', { name: 'Popular searches' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sales Executive', '/en-us/jobs-hiring/sales-executive-jobs'],
      ['nurse', '/en-us/jobs-hiring/nurse-jobs'],
    ]);
  });

  it('no hot job titles: no quick searches at all', async () => {
    expect(await HotTitleLinks({ titles: [] })).toBeNull();
  });

  it('companies open their pages and say what they are hiring for', async () => {
    render(
      (await HomeCompanies({
        label: 'Top companies',
        companies: [
          { id: 12, name: 'Acme Sales', logo_color: '#111111', is_verified: true, industry: 'Retail', count: '4 open jobs' },
          { id: 13, name: 'Blockworks', logo_color: '#222222', is_verified: false, industry: '', count: '1 Web3 job' },
        ],
      })) as React.ReactElement,
    );
    const list = screen.getByRole('list', { name: 'Top companies' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Acme Sales' }).getAttribute('href')).toMatch(/^\/en-us\/company\/acme-sales-12/);
    expect(within(items[0] as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(items[0]?.textContent).toContain('Retail · 4 open jobs');
    expect(within(items[1] as HTMLElement).queryByText('Verified')).toBeNull();
    expect(items[1]?.textContent).toContain('1 Web3 job');
  });

  it('no companies: a line saying so', async () => {
    render((await HomeCompanies({ label: 'Web3 companies', companies: [] })) as React.ReactElement);
    expect(screen.getByText('No companies here yet. Check back soon.')).toBeTruthy();
  });
});

describe('ForYouJobs', () => {
  it('shows nothing to a signed-out visitor and makes no call', async () => {
    let called = false;
    server.use(http.get('*/recommend/jobs-for-you', () => {
      called = true;
      return envelope({ preferences: [], jobs: [] });
    }));
    const { container } = render(<ForYouJobs labels={labels} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
    expect(called).toBe(false);
  });

  it('shows a signed-in seeker the jobs picked for every preference, linking to the full list', async () => {
    signIn();
    const asked = new URLSearchParams();
    server.use(
      http.get('*/recommend/jobs-for-you', ({ request }) => {
        for (const [key, value] of new URL(request.url).searchParams) asked.set(key, value);
        return envelope({ preferences: [{ id: 1, job_title: 'Sales Executive', work_arrangement: 'onsite' }], jobs: [job(5, 'Sales Executive'), job(6, 'Area Sales Manager')] });
      }),
    );
    let coursesAsked = false;
    server.use(
      http.get('*/academy/recommended-courses', ({ request }) => {
        coursesAsked = new URL(request.url).searchParams.get('size') === '3';
        return envelope({ courses: [course(1, 'Consultative selling basics', [100]), course(18, 'English for the workplace', [])] });
      }),
    );
    render(<ForYouJobs labels={labels} />);
    const section = await screen.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    const courses = screen.getByRole('region', { name: 'Courses for you' });
    expect(coursesAsked).toBe(true);
    const cards = within(courses).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Consultative selling basicsLevel: Beginner6 hoursSales',
      'English for the workplaceLevel: Beginner6 hoursEvery trade',
    ]);
    expect(within(courses).getByRole('link', { name: 'See all courses' }).getAttribute('href')).toBe('/en-us/courses');
    expect(asked.get('arrangement')).toBe('all');
    expect(asked.get('size')).toBe('6');
    expect(within(section).getByRole('link', { name: 'Sales Executive' }).getAttribute('href')).toBe('/en-us/job/sales-executive-5');
    expect(within(section).getByRole('link', { name: 'All recommended jobs' }).getAttribute('href')).toBe('/en-us/onsite-job');
    expect(section.textContent).toContain('Makati · Hybrid');
  });

  it('invites a signed-in seeker with nothing to recommend to add job preferences', async () => {
    signIn();
    server.use(
      http.get('*/recommend/jobs-for-you', () => envelope({ preferences: [], jobs: [] })),
      http.get('*/academy/recommended-courses', () => envelope({ courses: [course(18, 'English for the workplace', [])] })),
    );
    render(<ForYouJobs labels={labels} />);
    const section = await screen.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 });
    expect(within(section).getByText('Add your job preferences.')).toBeTruthy();
    // Nothing to pick courses by yet: no courses section.
    expect(screen.queryByRole('region', { name: 'Courses for you' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Add job preferences' }).getAttribute('href')).toBe('/en-us/manage-profile');
  });

  it('leaves the section out when the call fails', async () => {
    signIn();
    let answered = false;
    server.use(
      http.get('*/recommend/jobs-for-you', () => {
        answered = true;
        return HttpResponse.json({ code: 50001, message: 'boom', data: null }, { status: 500 });
      }),
      http.get('*/academy/recommended-courses', () => envelope({ courses: [] })),
    );
    const { container } = render(<ForYouJobs labels={labels} />);
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
