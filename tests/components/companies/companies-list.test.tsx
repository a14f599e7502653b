import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CompaniesForm } from '@/components/companies/companies-form';
import { CompanyCard } from '@/components/companies/company-card';
import companiesMessages from '@/i18n/messages/companies/en-us.json';
import { parseCompaniesSearch } from '@/lib/companies-url';
import type { CompanyCard as CompanyCardData } from '@/lib/schemas/company';
import { messages as coreMessages, renderWithProviders } from '../../support/render';

const messages = { ...coreMessages, ...companiesMessages };

// Server components: their translations and links as the server gives them, in English.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-us', messages, namespace: namespace as never }),
}));
vi.mock('@/i18n/link', () => ({
  Link: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean }) => (
    <a href={`/en-us${href}`} {...rest} />
  ),
}));
vi.mock('server-only', () => ({}));

const lists = {
  industry_lists: [
    { id: 1, key: 'it', value: 'Information Technology' },
    { id: 2, key: 'bpo', value: 'BPO' },
  ],
  company_sizes: [{ id: 3, key: '11-50', value: '11-50 employees' }],
  company_financing_stage_lists: [{ id: 9, key: 'seed', value: 'Seed' }],
  location_lists: [
    { id: 1, value: 'Metro Manila', seo_value: 'metro-manila', locations: [{ id: 40, value: 'Makati', seo_value: 'makati', latitude: 14.55, longitude: 121.02, region_display_name: 'Metro Manila' }] },
  ],
} as Parameters<typeof CompaniesForm>[0]['lists'];

describe('CompaniesForm', () => {
  it('is a GET form to the list that shows the current search in its fields', async () => {
    const search = parseCompaniesSearch(new URLSearchParams('query=acme&industry=2&location=40&verified=1&sort=name'));
    const { container } = render(await CompaniesForm({ search, lists, action: '/en-us/companies', suggestions: ['Acme Corp', 'Acme Foods'] }));
    const form = screen.getByRole('form', { name: 'Search companies' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en-us/companies');
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', 'acme');
    expect(screen.getByLabelText('Industry')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Location')).toHaveProperty('value', '40');
    expect(screen.getByLabelText('Company size')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Sort by')).toHaveProperty('value', 'name');
    expect(screen.getByLabelText('Verified companies only')).toHaveProperty('checked', true);
    // With a name, the default order is the best match and "most open jobs" is a choice.
    const sorts = within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent);
    expect(sorts).toEqual(['Best match', 'Most open jobs', 'Name (A to Z)', 'Newest on Hireloop']);
    // The browser offers the suggested names while typing, without script.
    const input = screen.getByLabelText('Company name');
    const list = container.querySelector(`datalist#${input.getAttribute('list')}`);
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'))).toEqual(['Acme Corp', 'Acme Foods']);
  });

  it('defaults to the most open jobs without a name, and to no datalist without suggestions', async () => {
    render(await CompaniesForm({ search: parseCompaniesSearch(new URLSearchParams()), lists, action: '/en-us/companies', suggestions: [] }));
    const sorts = within(screen.getByLabelText('Sort by')).getAllByRole('option').map((o) => o.textContent);
    expect(sorts).toEqual(['Most open jobs', 'Name (A to Z)', 'Newest on Hireloop']);
    expect(screen.getByLabelText('Company name').getAttribute('list')).toBeNull();
    expect(screen.getByLabelText('Verified companies only')).toHaveProperty('checked', false);
  });
});

describe('CompanyCard', () => {
  const company: CompanyCardData = {
    id: 12,
    name: 'Acme & Sons',
    logo_color: '#0F766E',
    is_verified: true,
    verification_status: 'verified',
    industry: { id: 1, value: 'Information Technology' },
    company_size: { id: 3, value: '11-50 employees' },
    financing_stage: { id: 9, key: 'seed', value: 'Seed' },
    location: { id: 40, value: 'Makati' },
    active_jobs_count: 3,
  };

  it('links the company page and shows its facts, verification and open jobs', async () => {
    // Inside a CompanyCardList's text in the app; the follow button needs it (issue 35 item 4).
    renderWithProviders(await CompanyCard({ company }));
    expect(screen.getByRole('heading', { level: 3 })).toHaveProperty('textContent', 'Acme & Sons');
    expect(screen.getByRole('button', { name: 'Follow Acme & Sons' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Acme & Sons' }).getAttribute('href')).toBe('/en-us/company/acme-sons-12');
    expect(within(screen.getByRole('list', { name: 'Key facts' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Information Technology',
      '11-50 employees',
      'Seed',
      'Makati',
    ]);
    expect(screen.getByText(/Verified company/)).toBeTruthy();
    expect(screen.getByText('3 open jobs')).toBeTruthy();
  });

  it('leaves out what the company does not have', async () => {
    renderWithProviders(await CompanyCard({ company: { ...company, is_verified: false, verification_status: 'unclaimed', financing_stage: null, location: null, active_jobs_count: 0 } }));
    expect(within(screen.getByRole('list', { name: 'Key facts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/Verified company/)).toBeNull();
    expect(screen.getByText('No open jobs')).toBeTruthy();
  });
});
