import { describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { internationalHubCountries, jobPostingJsonLd, serializeJsonLd } from '@/lib/job-posting';
import { international } from '@/server/seed/reference/locations/international';
import { jobDetailFixture } from '../fixtures/job-detail';

const options = { url: 'https://ph.hireloop.example/en-us/job/x-4321', country: countryByKey('ph'), jobTypeKey: 'full-time', siteName: 'Hireloop' };

describe('jobPostingJsonLd', () => {
  it('describes the job from its own data', () => {
    const data = jobPostingJsonLd(jobDetailFixture(), options);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Software Engineer',
      datePosted: '2026-10-20T02:00:00.000Z',
      validThrough: '2026-12-19T02:00:00.000Z',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { value: '4321' },
      hiringOrganization: { name: 'Lakbay Digital' },
      jobLocation: { address: { addressLocality: 'Makati', addressRegion: 'Metro Manila', addressCountry: 'PH' } },
      baseSalary: { currency: 'PHP', value: { minValue: 80_000, maxValue: 120_000, unitText: 'MONTH' } },
    });
    expect(data?.description).toContain('<p>Work with a small team &lt;and&gt; ship weekly.</p>');
  });

  it('uses the job’s own currency and unit', () => {
    const yen = jobPostingJsonLd(
      jobDetailFixture({ salary: { type: 'annually', from: 6_000_000, to: 6_000_000, currency: 'JPY' } }),
      { ...options, country: countryByKey('jp') },
    );
    expect(yen?.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'JPY', value: { '@type': 'QuantitativeValue', value: 6_000_000, unitText: 'YEAR' } });
  });

  it('leaves out a salary that is negotiable', () => {
    const data = jobPostingJsonLd(jobDetailFixture({ salary: { type: 'negotiable', from: null, to: null, currency: 'PHP' } }), options);
    expect(data).not.toHaveProperty('baseSalary');
  });

  it('marks remote jobs as TELECOMMUTE with the countries they are open to', () => {
    const data = jobPostingJsonLd(
      jobDetailFixture({ work_arrangement: 'remote', location: null, open_to: { worldwide: false, countries: ['ph', 'sg'], closed: [] } }),
      options,
    );
    expect(data?.jobLocationType).toBe('TELECOMMUTE');
    expect(data?.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'PH' },
      { '@type': 'Country', name: 'SG' },
    ]);
    expect(data).not.toHaveProperty('jobLocation');
  });

  it('names the employer’s own site as sameAs when it has a web address, and nothing otherwise', () => {
    const base = jobDetailFixture();
    const withSite = jobPostingJsonLd(jobDetailFixture({ company: { ...base.company, website: 'https://lakbay.example' } }), options);
    expect(withSite?.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Lakbay Digital', sameAs: 'https://lakbay.example/' });
    for (const website of [null, undefined, '', 'javascript:alert(1)', 'not a url']) {
      const data = jobPostingJsonLd(jobDetailFixture({ company: { ...base.company, website } }), options);
      expect(data?.hiringOrganization, String(website)).toEqual({ '@type': 'Organization', name: 'Lakbay Digital' });
    }
  });

  it('says directApply false when applying happens on the employer’s site', () => {
    const external = jobPostingJsonLd(
      jobDetailFixture({ apply: { screening_questions: [], is_external: true, external_url: 'https://jobs.example/1' } }),
      options,
    );
    expect(external?.directApply).toBe(false);
    const here = jobPostingJsonLd(jobDetailFixture({ apply: { screening_questions: [], is_external: false, external_url: null } }), options);
    expect(here?.directApply).toBe(true);
  });

  it('gives a remote job open worldwide every served country, less the closed ones', () => {
    const data = jobPostingJsonLd(
      jobDetailFixture({ work_arrangement: 'remote', location: null, open_to: { worldwide: true, countries: [], closed: ['ng'] } }),
      options,
    );
    const names = ((data?.applicantLocationRequirements ?? []) as { name: string }[]).map((c) => c.name);
    expect(names).toContain('PH');
    expect(names).toContain('JP');
    expect(names).not.toContain('NG');
  });

  it('gives an International job the real country of its hub', () => {
    const fixture = jobDetailFixture();
    const data = jobPostingJsonLd(
      jobDetailFixture({ location: fixture.location && { ...fixture.location, value: 'Berlin', seo_value: 'berlin', region: null } }),
      { ...options, country: countryByKey('com') },
    );
    expect(data?.jobLocation).toMatchObject({ address: { addressLocality: 'Berlin', addressCountry: 'DE' } });
    // Every hub of the International site has its country.
    const hubs = international.regions.flatMap((region) => region.locations.map((place) => place.seoValue));
    expect(hubs.length).toBeGreaterThan(5);
    for (const hub of hubs) expect(internationalHubCountries[hub], hub).toMatch(/^[A-Z]{2}$/);
  });

  it('puts no continent group in addressRegion on the International site (issue 32 item 8)', () => {
    const fixture = jobDetailFixture();
    const location = fixture.location && { ...fixture.location, value: 'New York', seo_value: 'new-york', region: { id: 900, value: 'Americas', seo_value: 'americas' } };
    const data = jobPostingJsonLd(jobDetailFixture({ location }), { ...options, country: countryByKey('com') });
    const address = (data?.jobLocation as { address: Record<string, unknown> } | undefined)?.address ?? {};
    expect(address).toMatchObject({ addressLocality: 'New York', addressCountry: 'US' });
    expect(address.addressRegion).toBeUndefined();
    // A country site keeps its own region.
    const local = jobPostingJsonLd(jobDetailFixture(), options);
    expect((local?.jobLocation as { address: Record<string, unknown> } | undefined)?.address.addressRegion).toBe('Metro Manila');
  });

  it('gives a closed job none', () => {
    expect(jobPostingJsonLd(jobDetailFixture({ status: 'closed' }), options)).toBeNull();
  });

  it('serialises safely inside a script element', () => {
    expect(serializeJsonLd({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
