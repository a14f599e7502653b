import { describe, expect, it } from 'vitest';
import { countryByKey } from '@/lib/countries';
import { jobPostingJsonLd, serializeJsonLd } from '@/lib/job-posting';
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

  it('gives a closed job none', () => {
    expect(jobPostingJsonLd(jobDetailFixture({ status: 'closed' }), options)).toBeNull();
  });

  it('serialises safely inside a script element', () => {
    expect(serializeJsonLd({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
