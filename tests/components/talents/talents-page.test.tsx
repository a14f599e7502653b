import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { prerender } from 'react-dom/static.edge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TalentsPage, { generateMetadata } from '@/app/[lang]/[country]/talents/page';
import { loadMessages, type Messages } from '@/i18n/catalogue';
import { functionKey } from '@/lib/job-functions';
import type { LanguageCode } from '@/lib/languages';
import type { NewsItem } from '@/lib/schemas/news';
import type { SiteJobFacts } from '@/services/server-site-jobs';
import { jobFunctionTree } from '@/server/seed/reference/job-functions';

/**
 * The talents landing page rendered on the server, as the browser receives it before any script:
 * the hero, the chat, the features, the categories and the news as carousels whose links move
 * from page to page, and every country site marked by what the platform says about its jobs.
 */

let current: { locale: string; messages: Messages } = { locale: 'en-us', messages: {} };
let code: LanguageCode = 'en';
let facts: Map<string, SiteJobFacts | null> | Error = new Map();
let news: NewsItem[] | Error = [];

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: string; namespace: string }) => {
    const namespace = typeof arg === 'string' ? arg : arg.namespace;
    return createTranslator({ locale: current.locale, messages: current.messages, namespace: namespace as never });
  },
  setRequestLocale: () => {},
}));
vi.mock('@/services/server', () => ({ serverHttp: () => ({}) }));
vi.mock('@/services/server-config', () => ({
  // The seeded taxonomy, as GET /config/lists gives it in the page's language.
  serverConfigLists: async () => ({
    main_job_function_lists: jobFunctionTree.map((main) => ({
      id: main.id,
      key: functionKey(main.seoValue),
      value: main.labels[code],
      seo_value: main.seoValue,
      sub_function_list: main.children.map((sub) => ({ id: sub.id, key: sub.seoValue, value: sub.labels[code], seo_value: sub.seoValue, job_titles: [] })),
    })),
  }),
}));
vi.mock('@/services/server-site-jobs', () => ({
  serverSiteJobFacts: async () => {
    if (facts instanceof Error) throw facts;
    return facts;
  },
}));
vi.mock('@/services/news', () => ({
  getLatestNews: async () => {
    if (news instanceof Error) throw news;
    return { news };
  },
}));

const site = (openJobs: number, remoteJobs = 0, mainFunctions: Record<string, number> = {}): SiteJobFacts => ({ openJobs, remoteJobs, mainFunctions });

function newsItems(count: number): NewsItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    key: `item-${i + 1}`,
    title: `News ${i + 1}`,
    summary: `What changed, part ${i + 1}.`,
    published_on: `2026-11-${String(24 - i).padStart(2, '0')}`,
    path: i === 0 ? '/courses' : null,
  }));
}

async function renderPage(lang: string, country: string) {
  current = { locale: lang, messages: await loadMessages(lang) };
  code = ({ 'en-us': 'en', 'ja-jp': 'ja', 'ar-ae': 'ar' } as const)[lang as 'en-us'] ?? 'en';
  const { prelude } = await prerender(await TalentsPage({ params: Promise.resolve({ lang, country }) }));
  document.body.innerHTML = await new Response(prelude).text();
  return within(document.body);
}

const hrefs = (links: HTMLElement[]) => links.map((a) => a.getAttribute('href'));

beforeEach(() => {
  // Every site counted, except India (no open job yet) and Canada (the platform did not answer).
  facts = new Map<string, SiteJobFacts | null>([
    ['ph', site(1980, 210, { '100': 300, '200': 0 })],
    ['jp', site(1500, 90)],
    ['ae', site(900, 40)],
    ['in', site(0)],
    ['com', site(600, 480)],
    ['ca', null],
  ]);
  news = newsItems(9);
});

describe('the talents landing page', () => {
  it('opens with the hero, the ways in and the live count of open jobs', async () => {
    const page = await renderPage('en-us', 'ph');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Your next job starts with a conversation');
    // 1,980 + 1,500 + 900 + 600 open jobs on the 17 sites that are not coming soon.
    expect(page.getByText('4,980 open jobs across 17 Hireloop sites right now')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/en-us/jobs-hiring/job-search');
    expect(page.getByRole('link', { name: 'Create your profile' }).getAttribute('href')).toBe('/en-us/get-started');
    expect(page.getByRole('link', { name: 'More about the app' }).getAttribute('href')).toBe('/en-us/download-app');
    expect(within(page.getByRole('list', { name: 'App stores' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['App Store', 'Google Play']);
  });

  it('draws a chat between a recruiter and the seeker, each message saying who speaks', async () => {
    const page = await renderPage('en-us', 'ph');
    const chat = page.getByRole('figure', { name: 'How a chat on Hireloop goes' });
    const messages = within(chat).getAllByRole('listitem');
    expect(messages).toHaveLength(5);
    expect(messages[0]?.textContent).toMatch(/^Recruiter: Hi! Your profile/);
    expect(messages[0]?.className).toContain('bubble--them');
    expect(messages[1]?.textContent).toMatch(/^You: /);
    expect(messages[1]?.className).toContain('bubble--me');
    expect(messages[3]?.textContent).toContain('My resume (PDF)');
    expect(chat.textContent).toContain('You accepted the interview invitation.');
  });

  it('presents four features, each with three points and a link to try it', async () => {
    const page = await renderPage('en-us', 'ph');
    const features = page.getAllByRole('article');
    expect(features.map((f) => within(f).getByRole('heading').textContent)).toEqual([
      'Chat with the boss, not a mailbox',
      'A resume that speaks for you',
      'Local jobs, or work from anywhere',
      'Keep growing',
    ]);
    for (const feature of features) expect(within(feature).getAllByRole('listitem')).toHaveLength(3);
    expect(features.map((f) => within(f).getByRole('link').getAttribute('href'))).toEqual([
      '/en-us/jobs-hiring/job-search',
      '/en-us/resume-templates',
      '/en-us/remote-jobs',
      '/en-us/courses',
    ]);
  });

  it('shows the categories as a carousel of pages that link to each other, with their open jobs here', async () => {
    const page = await renderPage('en-us', 'ph');
    const carousel = page.getByRole('group', { name: 'Jobs by category' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const pages = within(carousel).getAllByRole('group');
    // The seeded taxonomy's 11 main functions, four to a page.
    expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(pages.map((p) => p.id)).toEqual(['categories-1', 'categories-2', 'categories-3']);
    expect(hrefs(within(pages[0] as HTMLElement).getAllByRole('link', { name: /Previous|Next/ }))).toEqual(['#categories-2']);
    expect(hrefs(within(pages[1] as HTMLElement).getAllByRole('link', { name: /Previous|Next/ }))).toEqual(['#categories-1', '#categories-3']);
    expect(hrefs(within(pages[2] as HTMLElement).getAllByRole('link', { name: /Previous|Next/ }))).toEqual(['#categories-2']);
    const sales = page.getByRole('link', { name: 'Sales' });
    expect(sales.getAttribute('href')).toBe('/en-us/jobs-hiring/sales-jobs');
    expect(sales.closest('li')?.textContent).toContain('300 open jobs');
    expect(page.getByRole('link', { name: 'IT / Software' }).closest('li')?.textContent).toContain('No open jobs right now');
  });

  it('marks every country site open, remote or coming soon, by its name in the reader’s language', async () => {
    const page = await renderPage('en-us', 'ph');
    const list = page.getByRole('region', { name: 'Hireloop around the world' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(18);
    const item = (name: string) => items.find((li) => li.querySelector('.site-list__name')?.textContent === name) as HTMLElement;
    expect(item('Philippines').textContent).toBe('PhilippinesOpen1,980 open jobs');
    expect(within(item('Philippines')).getByRole('link').getAttribute('href')).toMatch(/^http:\/\/ph\.[^/]+\/en-us$/);
    expect(item('International').textContent).toBe('InternationalRemote600 open jobs');
    expect(item('India').textContent).toBe('IndiaComing soon');
    expect(within(item('India')).queryByRole('link')).toBeNull();
    // Not counted: the country table decides, and no count is shown.
    expect(item('Canada').textContent).toBe('CanadaOpen');
    // Sorted by name in the reader's language.
    const names = items.map((li) => li.querySelector('.site-list__name')?.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('shows the site’s news, three to a page, dated in the reader’s language', async () => {
    const page = await renderPage('en-us', 'ph');
    const carousel = page.getByRole('group', { name: 'News from Hireloop' });
    const pages = within(carousel).getAllByRole('group');
    expect(pages).toHaveLength(3);
    const first = within(pages[0] as HTMLElement).getAllByRole('listitem');
    expect(first.map((li) => li.querySelector('h3')?.textContent)).toEqual(['News 1', 'News 2', 'News 3']);
    expect(first[0]?.querySelector('time')?.textContent).toBe('November 24, 2026');
    expect(first[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24');
    expect(within(first[0] as HTMLElement).getByRole('link', { name: 'News 1' }).getAttribute('href')).toBe('/en-us/courses');
    // An article about no one page has no link.
    expect(within(first[1] as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('says so when there is no news, or when the news cannot be read, and still renders the rest', async () => {
    news = [];
    let page = await renderPage('en-us', 'ph');
    expect(page.getByText('There is no news yet.')).toBeTruthy();
    expect(page.queryByRole('group', { name: 'News from Hireloop' })).toBeNull();
    news = new Error('platform down');
    facts = new Error('platform down');
    page = await renderPage('en-us', 'ph');
    expect(page.getByText('The news cannot be shown right now. Please try again later.')).toBeTruthy();
    // Without counts: no live figure, every site by the country table alone.
    expect(page.queryByText(/open jobs across/)).toBeNull();
    const items = within(page.getByRole('region', { name: 'Hireloop around the world' })).getAllByRole('listitem');
    expect(items.filter((li) => li.textContent?.includes('Remote')).map((li) => li.querySelector('.site-list__name')?.textContent)).toEqual(['International']);
    expect(items.filter((li) => li.textContent?.includes('Coming soon'))).toEqual([]);
  });

  it('reads naturally in Japanese and in Arabic', async () => {
    let page = await renderPage('ja-jp', 'jp');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('次の仕事は、会話から始まる');
    expect(page.getByText('現在、17のHireloopサイトで4,980件の求人を掲載中')).toBeTruthy();
    expect(page.getByRole('link', { name: '営業' }).getAttribute('href')).toBe(`/ja-jp/jobs-hiring/${encodeURIComponent('営業-jobs')}`);
    expect(page.getByRole('group', { name: '職種から探す' })).toBeTruthy();
    expect(page.getByText('2026年11月24日')).toBeTruthy();
    page = await renderPage('ar-ae', 'ae');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('وظيفتك القادمة تبدأ بمحادثة');
    const countries = within(page.getByRole('region', { name: 'Hireloop حول العالم' })).getAllByRole('listitem');
    expect(countries.find((li) => li.textContent?.includes('الهند'))?.textContent).toContain('قريبًا');
    expect(within(page.getByRole('group', { name: 'الوظائف حسب الفئة' })).getAllByRole('group')[0]?.getAttribute('aria-label')).toBe('1 من 3');
  });

  it('gives the page a localised title and description, its canonical URL and every hreflang alternate', async () => {
    current = { locale: 'ar-ae', messages: await loadMessages('ar-ae') };
    const metadata = await generateMetadata({ params: Promise.resolve({ lang: 'ar-ae', country: 'ae' }) });
    expect(metadata.title).toBe('Hireloop للباحثين عن عمل: تحدّث مباشرةً مع من يوظّف | Hireloop');
    expect(String(metadata.alternates?.canonical)).toMatch(/^http:\/\/ae\.[^/]+\/ar-ae\/talents$/);
    const alternates = metadata.alternates?.languages as Record<string, string>;
    expect(alternates['ja-JP']).toMatch(/^http:\/\/jp\.[^/]+\/ja-jp\/talents$/);
    expect(alternates['x-default']).toMatch(/^http:\/\/com\.[^/]+\/en-us\/talents$/);
    expect(await generateMetadata({ params: Promise.resolve({ lang: 'xx', country: 'ae' }) })).toEqual({});
  });
});
