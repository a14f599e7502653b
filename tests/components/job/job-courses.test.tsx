import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobCourses } from '@/components/job/job-courses';
import arabic from '@/i18n/messages/home/ar-ae.json';
import english from '@/i18n/messages/home/en-us.json';
import japanese from '@/i18n/messages/home/ja-jp.json';
import type { Course } from '@/lib/schemas/academy';

/** The page's language, as next-intl's request config would give it. */
const catalogues = { 'en-us': english, 'ja-jp': japanese, 'ar-ae': arabic } as const;
let locale: keyof typeof catalogues = 'en-us';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
}));
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={`/${locale}${href}`} {...rest} />
  ),
}));

const mainFunctions = [
  { id: 100, value: 'Sales' },
  { id: 200, value: 'IT & Software' },
];
const courses: Course[] = [
  { id: 2, key: 'key-account-management', title: 'Key account management', level: 'advanced', hours: 10, job_category_ids: [100] },
  { id: 1, key: 'consultative-selling', title: 'Consultative selling basics', level: 'beginner', hours: 6, job_category_ids: [100] },
  { id: 20, key: 'leading-people', title: 'Leading people', level: 'advanced', hours: 8, job_category_ids: [] },
];

beforeEach(() => {
  locale = 'en-us';
});

describe('JobCourses', () => {
  it('shows the courses picked for the job’s trade, each with its level, length and trades, and links to every course', async () => {
    render((await JobCourses({ courses, category: 'Sales', locale: 'en-US', language: 'en-us', mainFunctions })) as ReactElement);
    const section = screen.getByRole('region', { name: 'Courses for this job' });
    expect(within(section).getByText('Picked for Sales jobs like this one.')).toBeTruthy();
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Key account management',
      'Consultative selling basics',
      'Leading people',
    ]);
    expect(cards[0]?.textContent).toContain('Level: Advanced');
    expect(cards[0]?.textContent).toContain('10 hours');
    expect(cards[0]?.textContent).toContain('Sales');
    expect(cards[2]?.textContent).toContain('Every trade');
    expect(within(section).getByRole('link', { name: 'See all courses' }).getAttribute('href')).toBe('/en-us/courses');
  });

  it('speaks the page’s language: Japanese and Arabic', async () => {
    locale = 'ja-jp';
    const { unmount } = render(
      (await JobCourses({ courses: courses.slice(0, 1), category: '営業', locale: 'ja-JP', language: 'ja-jp', mainFunctions: [{ id: 100, value: '営業' }] })) as ReactElement,
    );
    const japaneseSection = screen.getByRole('region', { name: 'この仕事に役立つ講座' });
    expect(japaneseSection.textContent).toContain('このような営業の仕事に合わせて選びました。');
    expect(japaneseSection.textContent).toMatch(/10\s?時間/);
    expect(within(japaneseSection).getByRole('link', { name: 'すべての講座を見る' }).getAttribute('href')).toBe('/ja-jp/courses');
    unmount();

    locale = 'ar-ae';
    render(
      (await JobCourses({ courses: courses.slice(0, 1), category: 'المبيعات', locale: 'ar-AE', language: 'ar-ae', mainFunctions: [{ id: 100, value: 'المبيعات' }] })) as ReactElement,
    );
    const arabicSection = screen.getByRole('region', { name: 'دورات تناسب هذه الوظيفة' });
    expect(arabicSection.textContent).toContain('مختارة لوظائف المبيعات المشابهة لهذه الوظيفة.');
    expect(within(arabicSection).getByRole('link', { name: 'عرض كل الدورات' }).getAttribute('href')).toBe('/ar-ae/courses');
  });

  it('is nothing when the academy had no courses or did not answer', async () => {
    expect(await JobCourses({ courses: [], category: 'Sales', locale: 'en-US', language: 'en-us', mainFunctions })).toBeNull();
  });
});
