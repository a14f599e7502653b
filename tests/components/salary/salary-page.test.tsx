import { within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { prerender } from 'react-dom/static.edge';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SalaryPage, { generateMetadata } from '@/app/[lang]/[country]/salaries/[slug]/page';
import { loadMessages, type Messages } from '@/i18n/catalogue';
import type { SalaryInsight } from '@/lib/schemas/salary-insight';
import { alternateLanguages } from '@/lib/seo';
import { salaryInsightFixture } from '../../fixtures/salary-insight';

/**
 * The salary insight page as the server renders it: figures and Occupation data when there are
 * enough salaries, a sentence and no figure (and no index) when thin, the site's ten languages as
 * its hreflang set (the same set salaries.xml lists, tests/app/sitemap-routes.test.ts).
 */
let current: { locale: string; messages: Messages } = { locale: 'en-us', messages: {} };
let answer: SalaryInsight | null = null;
const asked: unknown[] = [];

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: string; namespace: string }) => {
    const namespace = typeof arg === 'string' ? arg : arg.namespace;
    return createTranslator({ locale: current.locale, messages: current.messages, namespace: namespace as never });
  },
  setRequestLocale: () => {},
}));
vi.mock('@/services/server', () => ({ serverHttp: () => ({}) }));
vi.mock('@/services/salary-insight', async () => {
  const { ApiError } = await import('@/services/api-error');
  return {
    getSalaryInsight: async (_http: unknown, query: unknown) => {
      asked.push(query);
      if (!answer) throw new ApiError(404, 40004, 'Salary insight not found');
      return answer;
    },
  };
});
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => <a href={href} {...rest} />,
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  permanentRedirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));

const full = salaryInsightFixture({
  title: { id: 7, value: 'ソフトウェアエンジニア', seo_value: 'software-engineer' },
  location: { id: 167001, value: 'マニラ', seo_value: 'manila' },
});

async function rendered(lang: string, slug: string) {
  const { prelude } = await prerender(await SalaryPage({ params: Promise.resolve({ lang, country: 'ph', slug }) }));
  document.body.innerHTML = await new Response(prelude).text();
  return within(document.body);
}

beforeEach(async () => {
  current = { locale: 'ja-jp', messages: await loadMessages('ja-jp') };
  asked.length = 0;
  answer = full;
});

describe('the salary page', () => {
  it('asks for the title and place its address names, and shows the figures with Occupation data', async () => {
    const page = await rendered('ja-jp', 'software-engineer-salary-in-manila');
    expect(asked).toEqual([{ title: 'software-engineer', location: 'manila' }]);
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('マニラのソフトウェアエンジニアの給与');
    expect(page.getByTestId('salary-median').textContent).toMatch(/^月給.*60,000$/);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'Occupation', estimatedSalary: [{ median: 60_000, currency: 'PHP', duration: 'P1M' }] });
  });

  it('names a country as English running text does ("in the Philippines"), and by its name in the structured data', async () => {
    current = { locale: 'en-us', messages: await loadMessages('en-us') };
    answer = { ...full, title: { ...full.title, value: 'Software Engineer' }, location: null };
    const page = await rendered('en-us', 'software-engineer-salary-in-philippines');
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Software Engineer salary in the Philippines');
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(JSON.stringify(data)).toContain('"Philippines"');
    expect(JSON.stringify(data)).not.toContain('the Philippines');
  });

  it('has its canonical address and the site’s ten languages as hreflang, indexable', async () => {
    const metadata = await generateMetadata({ params: Promise.resolve({ lang: 'ja-jp', country: 'ph', slug: 'software-engineer-salary-in-manila' }) });
    expect(String(metadata.alternates?.canonical)).toMatch(/^http:\/\/ph\.[^/]+\/ja-jp\/salaries\/software-engineer-salary-in-manila$/);
    const languages = metadata.alternates?.languages as Record<string, string>;
    const pattern = String(metadata.alternates?.canonical).replace(/^http:\/\/ph\./, 'http://{key}.').replace(/\/ja-jp\/.*$/, '');
    expect(languages).toEqual(alternateLanguages(pattern, '/salaries/software-engineer-salary-in-manila', ['ph']));
    expect(metadata.robots).toBeUndefined();
    expect(metadata.description).toMatch(/月給.*60,000/);
  });

  it('says thin data is thin, with no figure, no data and no index', async () => {
    answer = { ...full, location: null, count: 2, thin: true, median: null, p25: null, p75: null };
    const page = await rendered('ja-jp', 'software-engineer-salary-in-philippines');
    expect(asked).toEqual([{ title: 'software-engineer', location: undefined }]);
    expect(page.getByTestId('salary-thin').textContent).toContain('5件未満');
    expect(page.queryByTestId('salary-median')).toBeNull();
    // The only digit is the thin mark itself ("fewer than 5"): no amount, no count.
    expect((document.querySelector('article')?.textContent ?? '').replace('5件', '')).not.toMatch(/[0-9]/);
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    const metadata = await generateMetadata({ params: Promise.resolve({ lang: 'ja-jp', country: 'ph', slug: 'software-engineer-salary-in-philippines' }) });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.languages).toBeUndefined();
    expect(metadata.description).not.toMatch(/[0-9]/);
  });

  it('is the branded not-found page for a malformed address, an unknown title and the International site', async () => {
    await expect(rendered('ja-jp', 'software-engineer')).rejects.toThrow('redirect /ja-jp/page-not-found');
    answer = null;
    await expect(rendered('ja-jp', 'no-such-title-salary-in-manila')).rejects.toThrow('redirect /ja-jp/page-not-found');
    answer = full;
    await expect(SalaryPage({ params: Promise.resolve({ lang: 'en-us', country: 'com', slug: 'software-engineer-salary-in-international' }) })).rejects.toThrow('redirect');
  });
});
