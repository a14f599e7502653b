import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes, ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobSalaryInsight } from '@/components/job/job-salary-insight';
import { SalaryFigures } from '@/components/salary/salary-figures';
import arabic from '@/i18n/messages/fit/ar-ae.json';
import english from '@/i18n/messages/fit/en-us.json';
import japanese from '@/i18n/messages/fit/ja-jp.json';
import { countryByKey } from '@/lib/countries';
import { occupationJsonLd } from '@/lib/salary-insight-ld';
import { comparedToMedian, monthlyMiddle, parseSalarySlug, salaryPath } from '@/lib/salary-url';
import type { Salary } from '@/lib/schemas/job';
import type { SalaryInsight } from '@/lib/schemas/salary-insight';
import { salaryInsightFixture } from '../../fixtures/salary-insight';

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

const ph = countryByKey('ph');
const full = salaryInsightFixture();
const thin: SalaryInsight = { ...full, count: 3, thin: true, median: null, p25: null, p75: null };
const salary = (from: number | null, to: number | null, type: Salary['type'] = 'monthly'): Salary => ({ type, from, to, currency: 'PHP' });

beforeEach(() => {
  locale = 'en-us';
});

describe('SalaryFigures', () => {
  it('shows the median and quartiles per month in the reader’s format, and how many salaries they come from', async () => {
    render((await SalaryFigures({ insight: full, place: 'Manila', locale: 'en-US' })) as ReactElement);
    expect(screen.getByTestId('salary-median').textContent).toBe('₱60,000 per month');
    expect(screen.getByText('Lower quartile').nextSibling?.textContent).toBe('₱45,000 per month');
    expect(screen.getByText('From 9 advertised salaries of open and recent jobs in PHP.')).toBeTruthy();
  });

  it('says so for thin data and shows no number at all, in every language', async () => {
    for (const language of ['en-us', 'ja-jp', 'ar-ae'] as const) {
      locale = language;
      const { container, unmount } = render((await SalaryFigures({ insight: thin, place: 'Manila', locale: 'en-US' })) as ReactElement);
      expect(screen.getByTestId('salary-thin')).toBeTruthy();
      // The only digits are the thin mark itself ("fewer than 5"): no amount, no count of salaries.
      expect((container.textContent ?? '').replace(/5/g, '')).not.toMatch(/[0-9٠-٩]/);
      expect(container.textContent).not.toContain('₱');
      unmount();
    }
  });
});

describe('JobSalaryInsight', () => {
  it('says whether the job pays above, below or around the median, with a link to the salary page', async () => {
    render((await JobSalaryInsight({ insight: full, salary: salary(70_000, 90_000), country: ph, place: 'Manila' })) as ReactElement);
    expect(screen.getByTestId('job-salary-insight').textContent).toBe('This job pays above the median for Software Engineer in Manila');
    expect(screen.getByRole('link', { name: 'Salaries for Software Engineer in Manila' }).getAttribute('href')).toBe(
      '/en-us/salaries/software-engineer-salary-in-manila',
    );
  });

  it('says the data is thin without a figure, and nothing for pay it cannot compare', async () => {
    const { container } = render((await JobSalaryInsight({ insight: thin, salary: salary(70_000, 90_000), country: ph, place: 'Manila' })) as ReactElement);
    expect(container.textContent).toContain('Not enough advertised salaries yet');
    expect(container.textContent).not.toMatch(/[0-9]/);
    expect(await JobSalaryInsight({ insight: full, salary: { type: 'negotiable', from: null, to: null, currency: 'PHP' }, country: ph, place: 'Manila' })).toBeNull();
    expect(await JobSalaryInsight({ insight: full, salary: { ...salary(1, 2), currency: 'USD' }, country: ph, place: 'Manila' })).toBeNull();
  });
});

describe('salary paths and comparisons', () => {
  it('reads back the path it writes, the country under its own name', () => {
    expect(salaryPath('software-engineer', 'manila', ph)).toBe('/salaries/software-engineer-salary-in-manila');
    expect(parseSalarySlug('software-engineer-salary-in-manila', ph)).toEqual({ title: 'software-engineer', location: 'manila' });
    expect(parseSalarySlug('software-engineer-salary-in-philippines', ph)).toEqual({ title: 'software-engineer', location: null });
    for (const bad of ['software-engineer', '-salary-in-manila', 'a-salary-in-', 'A-salary-in-manila', '%E0%A4%A', 'x<y-salary-in-manila']) {
      expect(parseSalarySlug(bad, ph), bad).toBeNull();
    }
  });

  it('counts pay per month the way the platform does, and compares within 5 %', () => {
    expect(monthlyMiddle(salary(120_000, 240_000, 'annually'))).toBe(15_000);
    expect(monthlyMiddle(salary(100, null, 'hourly'))).toBe(17_300);
    expect(monthlyMiddle({ type: 'negotiable', from: null, to: null, currency: 'PHP' })).toBeNull();
    expect(comparedToMedian(salary(60_000, 62_000), 60_000, 'monthly')).toBe('around');
    expect(comparedToMedian(salary(700_000, 800_000, 'annually'), 60_000 * 12, 'annually')).toBe('around');
    expect(comparedToMedian(salary(30_000, 40_000), 60_000, 'monthly')).toBe('below');
  });

  it('states the figures as schema.org Occupation data, and nothing for thin data', () => {
    const data = occupationJsonLd(full, { url: 'https://ph.example/en-us/salaries/x', country: ph, placeName: 'Manila' });
    expect(data).toMatchObject({
      '@type': 'Occupation',
      name: 'Software Engineer',
      estimatedSalary: [{ '@type': 'MonetaryAmountDistribution', currency: 'PHP', duration: 'P1M', median: 60_000, percentile25: 45_000, percentile75: 80_000 }],
    });
    expect(occupationJsonLd(thin, { url: 'x', country: ph, placeName: 'Manila' })).toBeNull();
  });
});
