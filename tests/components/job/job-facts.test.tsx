import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFacts } from '@/components/job/job-facts';
import arabic from '@/i18n/messages/ar-ae.json';
import english from '@/i18n/messages/en-us.json';
import japanese from '@/i18n/messages/ja-jp.json';
import { languageBySlug } from '@/lib/languages';
import { jobDetailFixture } from '../../fixtures/job-detail';

/**
 * Issue 33, item 2: a place and its region, and lists of countries, in each language's own
 * order and punctuation: no Latin comma in Arabic ("الخليج التجاري، إمارة دبي"), the region first in
 * Japanese, and CLDR's list patterns for countries.
 */
const catalogues = { 'en-us': english, 'ja-jp': japanese, 'ar-ae': arabic } as const;
let locale: keyof typeof catalogues = 'en-us';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
}));

beforeEach(() => {
  locale = 'en-us';
});

const dubai = (place: string, region: string) =>
  jobDetailFixture({
    location: { id: 1, value: place, seo_value: 'x', latitude: 25.18, longitude: 55.27, region: { id: 2, value: region, seo_value: 'y' } },
    open_to: { worldwide: false, countries: ['ae', 'sa', 'qa'], closed: [] },
  });

async function renderFacts(slug: keyof typeof catalogues, job: ReturnType<typeof dubai>) {
  locale = slug;
  render((await JobFacts({ job, language: languageBySlug(slug) })) as ReactElement);
}

describe('JobFacts: places and lists as the language writes them (issue 33)', () => {
  it('Arabic: the Arabic comma between place and region, and و between countries', async () => {
    await renderFacts('ar-ae', dubai('الخليج التجاري', 'إمارة دبي'));
    expect(screen.getByText(/الخليج التجاري، إمارة دبي/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('الخليج التجاري,');
    const countries = new Intl.ListFormat('ar-AE', { type: 'conjunction' }).format(['ae', 'sa', 'qa'].map((c) => new Intl.DisplayNames('ar-AE', { type: 'region' }).of(c.toUpperCase()) as string));
    expect(document.body.textContent).toContain(countries);
    expect(document.body.textContent).not.toMatch(/[\u0600-\u06ff], [\u0600-\u06ff]/);
  });

  it('Japanese: the region before the place', async () => {
    await renderFacts('ja-jp', dubai('ビジネスベイ', 'ドバイ首長国'));
    expect(screen.getByText(/ドバイ首長国 ビジネスベイ/)).toBeTruthy();
  });

  it('English: place, region; countries with "and"', async () => {
    await renderFacts('en-us', dubai('Business Bay', 'Emirate of Dubai'));
    expect(screen.getByText(/Business Bay, Emirate of Dubai/)).toBeTruthy();
    expect(document.body.textContent).toMatch(/United Arab Emirates, Saudi Arabia, and Qatar/);
  });

  it('Arabic: the function path isolates each step, so its arrows take the page’s direction even for Latin steps', async () => {
    await renderFacts('ar-ae', dubai('الخليج التجاري', 'إمارة دبي'));
    expect(document.body.textContent).toContain('\u2068IT / Software\u2069 › \u2068Software Development\u2069 › \u2068Software Engineer\u2069');
  });
});
