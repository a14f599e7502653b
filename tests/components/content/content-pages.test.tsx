import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPage, contentPageMetadata } from '@/components/content/content-page';
import { SiteFooter } from '@/components/layout/site-footer';
import { loadMessages, type Messages } from '@/i18n/catalogue';
import { countryByKey } from '@/lib/countries';
import { contentPageKey, contentPageSlugs } from '@/lib/content-pages';
import { languageBySlug, languages } from '@/lib/languages';

/**
 * The help and policy pages in every language (their text from the messages, rendered on the
 * server) and the footer that links to them, with the office of the site it is on.
 */

let current: { locale: string; messages: Messages } = { locale: 'en-us', messages: {} };

vi.mock('next-intl/server', () => ({
  getTranslations: async (arg: string | { locale: string; namespace: string }) => {
    const namespace = typeof arg === 'string' ? arg : arg.namespace;
    return createTranslator({ locale: current.locale, messages: current.messages, namespace: namespace as never });
  },
  setRequestLocale: () => {},
}));
vi.mock('@/services/server-config', () => ({
  serverConfigLists: async () => ({
    main_functions: [
      { id: 100, key: 'sales', value: 'Sales', seo_value: 'sales' },
      { id: 300, key: 'customer-service-bpo', value: 'Customer Service / BPO', seo_value: 'customer-service-bpo' },
      { id: 900, key: 'education', value: 'Education & Training', seo_value: 'education' },
    ],
  }),
}));

async function use(slug: (typeof languages)[number]['slug']) {
  current = { locale: slug, messages: await loadMessages(slug) };
}

type Section = { heading: string; body: Record<string, string> };
type Page = { title: string; description: string; intro: string; sections: Record<string, Section> };

/** A page's messages in one catalogue; a page missing from it fails the test. */
function pageOf(messages: Messages, key: string): Page {
  const page = (messages.ContentPages as Record<string, Page | undefined>)[key];
  if (!page) throw new Error(`ContentPages.${key} is missing`);
  return page;
}

describe('content pages', () => {
  it('every page has a title, description, introduction and the same sections in every language', async () => {
    const english = await loadMessages('en-us');
    for (const language of languages) {
      const messages = await loadMessages(language.slug);
      for (const slug of contentPageSlugs) {
        const key = contentPageKey(slug);
        const page = pageOf(messages, key);
        const source = pageOf(english, key);
        const where = `${language.slug} ${slug}`;
        expect(page.title.trim(), where).not.toBe('');
        expect(page.description.length, where).toBeGreaterThan(15);
        expect(page.intro.length, where).toBeGreaterThan(15);
        expect(Object.keys(page.sections), where).toEqual(Object.keys(source.sections));
        expect(Object.keys(page.sections).length, where).toBeGreaterThanOrEqual(4);
        for (const [id, section] of Object.entries(page.sections)) {
          expect(Object.keys(section.body), `${where} ${id}`).toEqual(Object.keys(source.sections[id]?.body ?? {}));
          for (const text of Object.values(section.body)) expect(text.length, `${where} ${id}`).toBeGreaterThan(15);
        }
      }
    }
  });

  it('renders a page with its contents list, its sections in order and links to the other pages', async () => {
    await use('ja-jp');
    render(await ContentPage({ slug: 'scam-prevention', params: { lang: 'ja-jp', country: 'jp' } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('詐欺被害の防止');
    const contents = screen.getByRole('navigation', { name: 'このページの内容' });
    const anchors = within(contents).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual(['#signs', '#never', '#check', '#report']);
    expect(screen.getByRole('region', { name: '危険なサイン' }).textContent).toContain('研修費');
    expect(screen.getByText(/最終更新日：2026年11月25日/)).toBeTruthy();
    const related = within(screen.getByRole('navigation', { name: 'その他のヘルプ' })).getAllByRole('link');
    expect(related.map((a) => a.getAttribute('href'))).toEqual(['/ja-jp/faq', '/ja-jp/terms', '/ja-jp/privacy', '/ja-jp/data-privacy-guide']);
  });

  it('gives each page a localised title and description, its canonical URL and every hreflang alternate', async () => {
    await use('ar-ae');
    const metadata = await contentPageMetadata('privacy', { lang: 'ar-ae', country: 'ae' });
    expect(metadata.title).toBe('سياسة الخصوصية | Hireloop');
    expect(metadata.description).toContain('Hireloop');
    expect(String(metadata.alternates?.canonical)).toMatch(/^http:\/\/ae\.[^/]+\/ar-ae\/privacy$/);
    const alternates = metadata.alternates?.languages as Record<string, string>;
    expect(alternates['ar-AE']).toBe(String(metadata.alternates?.canonical));
    expect(alternates['ja-JP']).toMatch(/^http:\/\/jp\.[^/]+\/ja-jp\/privacy$/);
    expect(alternates['x-default']).toMatch(/^http:\/\/com\.[^/]+\/en-us\/privacy$/);
    expect(await contentPageMetadata('privacy', { lang: 'xx', country: 'ae' })).toEqual({});
  });
});

describe('SiteFooter', () => {
  beforeEach(() => use('en-us'));

  it('links the categories, the company directory, the app and talents pages and every help page in the page’s language', async () => {
    render(await SiteFooter({ language: languageBySlug('en-us'), country: countryByKey('ph') }));
    const categories = within(screen.getByRole('navigation', { name: 'Job categories' })).getAllByRole('link');
    expect(categories.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sales', '/en-us/jobs-hiring/sales-jobs'],
      ['Customer Service / BPO', `/en-us/jobs-hiring/${encodeURIComponent('customer-service-~2f-bpo-jobs')}`],
      ['All jobs', '/en-us/jobs-hiring/job-search'],
    ]);
    const companies = within(screen.getByRole('navigation', { name: 'Companies' })).getAllByRole('link');
    expect(companies.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Company directory', '/en-us/companies/directory'],
      ['Get the app', '/en-us/download-app'],
      ['For job seekers', '/en-us/talents'],
    ]);
    const help = within(screen.getByRole('navigation', { name: 'Help and policies' })).getAllByRole('link');
    expect(help.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['FAQ', '/en-us/faq'],
      ['Terms of service', '/en-us/terms'],
      ['Privacy policy', '/en-us/privacy'],
      ['Scam prevention', '/en-us/scam-prevention'],
      ['Data privacy guide', '/en-us/data-privacy-guide'],
    ]);
  });

  it('shows the site’s office, its hours in the reader’s language and the employer helpline', async () => {
    render(await SiteFooter({ language: languageBySlug('en-us'), country: countryByKey('ph') }));
    const office = screen.getByRole('region', { name: 'Our office in the Philippines' });
    expect(office.textContent).toContain('Makati City, Metro Manila 1225');
    expect(office.textContent).toContain('Monday to Saturday, 9:00 AM – 6:00 PM (Philippine');
    const helpline = screen.getByRole('region', { name: 'Employer helpline' });
    expect(within(helpline).getByRole('link', { name: 'Call +63 2 8876 4120' }).getAttribute('href')).toBe('tel:+63288764120');
    expect(within(helpline).getByRole('link', { name: 'Email employers.ph@hireloop.example' }).getAttribute('href')).toBe(
      'mailto:employers.ph@hireloop.example',
    );
  });

  it('reads naturally in Japanese and Arabic, on the Japanese and Emirati sites', async () => {
    await use('ja-jp');
    render(await SiteFooter({ language: languageBySlug('ja-jp'), country: countryByKey('jp') }));
    const office = screen.getByRole('region', { name: '日本のオフィス' });
    expect(office.textContent).toContain('月曜〜金曜 9:30〜18:30（日本');
    document.body.innerHTML = '';
    await use('ar-ae');
    render(await SiteFooter({ language: languageBySlug('ar-ae'), country: countryByKey('ae') }));
    expect(screen.getByRole('region', { name: 'مكتبنا في الإمارات العربية المتحدة' }).textContent).toContain('من الاثنين إلى الجمعة');
    // The number reads left to right inside the right-to-left page.
    expect(screen.getByText('+971 4 572 6184').getAttribute('dir')).toBe('ltr');
  });

  it('on the International site names its global office in Singapore time', async () => {
    render(await SiteFooter({ language: languageBySlug('en-us'), country: countryByKey('com') }));
    expect(screen.getByRole('region', { name: 'Our global office' }).textContent).toContain('Singapore');
  });
});
