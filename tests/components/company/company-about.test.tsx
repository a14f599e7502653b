import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyAbout } from '@/components/company/company-about';
import { organizationJsonLd } from '@/components/company/organization-json-ld';
import { languageBySlug } from '@/lib/languages';
import type { CompanyDetail } from '@/lib/schemas/company';
import type { JobCard } from '@/lib/schemas/job';
import { messages } from '../../support/render';

// Server components: their translations and links as the server gives them, in English.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-us', messages, namespace: namespace as never }),
}));
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={`/en-us${href}`} {...rest} />
  ),
}));

const job = (id: number, title: string, urgent: boolean): JobCard => ({
  id,
  title,
  company: { id: 7, name: 'Acme', logo_color: '#123456', is_verified: true },
  salary: { type: 'monthly', from: 30000, to: 45000, currency: 'PHP' },
  location: { id: 1, value: 'Makati', seo_value: 'makati' },
  work_arrangement: 'onsite',
  job_type: { id: 1, value: 'Full-time' },
  xp_lvl: { id: 1, value: 'Entry level' },
  is_urgent: urgent,
  posted_at: '2026-10-01T00:00:00.000Z',
});

const bare: CompanyDetail = {
  id: 7,
  name: 'Acme',
  legal_name: null,
  description: null,
  logo_color: '#123456',
  industry: { id: 1, value: 'Information Technology' },
  company_size: { id: 3, value: '51–200 employees' },
  financing_stage: null,
  location: null,
  website: null,
  founded_on: null,
  registered_capital: null,
  registered_address: null,
  registration: { unified_social_credit_code: null, tax_id: null, organization_code: null, business_registration_number: null },
  ipo: null,
  funding_rounds: [],
  ceo: null,
  culture: null,
  benefits: [],
  photos: [],
  is_verified: true,
  verification_status: 'verified',
  active_jobs_count: 12,
  phone: null,
  email: null,
  address: null,
  brands: [],
  news: [],
  hot_jobs: [],
  employees_number: null,
  average_age: null,
  registered_country: null,
};

const full: CompanyDetail = {
  ...bare,
  website: 'https://www.acme.example',
  registered_address: 'Unit 908, 247 Valero Street, Makati',
  benefits: ['Health insurance'],
  photos: ['/api/company/album/office-1.svg', '/api/company/album/meeting-1.svg'],
  phone: '+63 2 8321 3327',
  email: 'careers@acme.example',
  address: { value: 'Unit 908, 247 Valero Street, Makati', latitude: 14.5547, longitude: 121.0244 },
  brands: [{ name: 'Acme Cloud', description: 'Cloud accounting for small businesses.' }],
  news: [
    { title: 'Acme opens a new office in Makati', summary: 'More room for the team.', published_on: '2026-09-14' },
    { title: 'Acme celebrates 10 years', summary: 'Founded in 2016.', published_on: '2026-03-02' },
  ],
  hot_jobs: [job(31, 'Account Executive', true), job(32, 'Data Analyst', false)],
  employees_number: 1250,
  average_age: 31.3,
  registered_country: { code: 'PH', value: 'Philippines' },
};

/** The About tab as the server renders it, its HTML put in the document. */
async function renderAbout(company: CompanyDetail, region: string | null = 'PH') {
  const stream = await renderToReadableStream(await CompanyAbout({ company, language: languageBySlug('en-us'), region }));
  await stream.allReady;
  document.body.innerHTML = await new Response(stream).text();
}

afterEach(() => {
  document.body.innerHTML = '';
});

const region = (name: string) => screen.getByRole('region', { name });
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('CompanyAbout', () => {
  it('draws every part the company has, in the order of the spec', async () => {
    await renderAbout(full);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Business information', 'Contact', 'Brands and products', 'News', 'Album', 'Benefits', 'Hot hiring']);
    expect(fact('Employees')).toBe('1,250');
    expect(fact('Average age of employees')).toBe('31.3 years');
    expect(fact('Registered country')).toBe('Philippines');

    const contact = region('Contact');
    expect(within(contact).getByRole('link', { name: '(02) 8321 3327' }).getAttribute('href')).toBe('tel:+63283213327');
    expect(within(contact).getByRole('link', { name: 'careers@acme.example' }).getAttribute('href')).toBe('mailto:careers@acme.example');
    const map = within(contact).getByRole('link', { name: 'Open in OpenStreetMap (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=14.5547&mlon=121.0244#map=16/14.5547/121.0244');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');

    expect(within(region('Brands and products')).getByRole('heading', { level: 3 }).textContent).toBe('Acme Cloud');
    const news = within(region('News')).getAllByRole('article');
    expect(news.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Acme opens a new office in Makati', 'Acme celebrates 10 years']);
    expect(within(news[0] as HTMLElement).getByText('September 14, 2026').getAttribute('datetime')).toBe('2026-09-14');

    const album = within(region('Album')).getAllByRole('img');
    expect(album.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['/api/company/album/office-1.svg', 'Acme, photo 1'],
      ['/api/company/album/meeting-1.svg', 'Acme, photo 2'],
    ]);

    const hot = region('Hot hiring');
    expect(within(hot).getByRole('link', { name: 'Account Executive' }).getAttribute('href')).toBe('/en-us/job/account-executive-31');
    expect(within(hot).getAllByText('Urgent')).toHaveLength(1);
    expect(within(hot).getAllByText(/^Makati · ₱30,000/)).toHaveLength(2);
    expect(within(hot).getByRole('link', { name: 'See all 12 open jobs' }).getAttribute('href')).toBe('/en-us/company/acme-7');
  });

  it('writes the phone as the site writes it: national at home, international elsewhere, as typed when it is no number (issue 33 item 5)', async () => {
    await renderAbout({ ...full, phone: '+63283213327' }, 'JP');
    expect(within(region('Contact')).getByRole('link', { name: '+63 2 8321 3327' }).getAttribute('href')).toBe('tel:+63283213327');
    document.body.innerHTML = '';
    await renderAbout({ ...full, phone: '+63283213327' }, null);
    expect(within(region('Contact')).getByRole('link', { name: '+63 2 8321 3327' })).toBeTruthy();
    document.body.innerHTML = '';
    await renderAbout({ ...full, phone: 'Ask for HR at the lobby' });
    expect(fact('Phone')).toBe('Ask for HR at the lobby');
    expect(within(region('Contact')).queryByRole('link', { name: 'Ask for HR at the lobby' })).toBeNull();
  });

  it('leaves out every part the company does not have, inventing nothing', async () => {
    await renderAbout(bare);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Business information']);
    for (const label of ['Employees', 'Average age of employees', 'Registered country']) expect(screen.queryByText(label, { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('searches the map for the address when it has no point', async () => {
    await renderAbout({ ...full, address: { value: 'Şehit Fethi Bey Caddesi No: 92, İzmir', latitude: null, longitude: null } });
    expect(within(region('Contact')).getByRole('link', { name: /OpenStreetMap/ }).getAttribute('href')).toBe(
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Şehit Fethi Bey Caddesi No: 92, İzmir')}`,
    );
  });
});

describe('organizationJsonLd', () => {
  it('adds the contact, head count and country of registration it has', () => {
    expect(organizationJsonLd(full, { url: 'https://ph.example/en-us/company/acme-7', region: 'SG' })).toMatchObject({
      telephone: '+63 2 8321 3327',
      email: 'careers@acme.example',
      numberOfEmployees: { '@type': 'QuantitativeValue', value: 1250 },
      address: { addressCountry: 'PH' },
    });
    const none = organizationJsonLd(bare, { url: 'https://ph.example/en-us/company/acme-7', region: 'PH' });
    expect(Object.keys(none)).toEqual(['@context', '@type', 'name', 'url']);
  });
});
