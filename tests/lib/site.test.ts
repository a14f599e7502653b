import { describe, expect, it } from 'vitest';
import { countries } from '@/lib/countries';
import { countryFromHost, hostForCountry, parseSiteHosts } from '@/lib/site';

describe('countryFromHost', () => {
  it('reads the country from the first label of the host', () => {
    expect(countryFromHost('jp.localhost:3000', {})).toBe('jp');
    expect(countryFromHost('PH.hireloop.example', {})).toBe('ph');
  });

  it('serves every one of the 18 countries on <key>.localhost', () => {
    for (const country of countries) expect(countryFromHost(`${country.key}.localhost:3000`, {})).toBe(country.key);
  });

  it('prefers a configured host', () => {
    const hosts = parseSiteHosts('ph=jobs.example.ph, jp=jobs.example.jp');
    expect(countryFromHost('jobs.example.jp', hosts)).toBe('jp');
  });

  it('uses the stored geo configuration on a bare localhost, else International', () => {
    expect(countryFromHost('localhost:3000', {}, 'sg')).toBe('sg');
    expect(countryFromHost('localhost:3000', {}, 'nowhere')).toBe('com');
    expect(countryFromHost('localhost:3000', {})).toBe('com');
    expect(countryFromHost(null, {})).toBe('com');
  });
});

describe('hostForCountry', () => {
  it('swaps the country label and keeps the port', () => {
    expect(hostForCountry('ph.localhost:3000', 'jp', {})).toBe('jp.localhost:3000');
  });

  it('uses a configured host', () => {
    expect(hostForCountry('ph.localhost:3000', 'jp', { jp: 'jobs.example.jp' })).toBe('jobs.example.jp:3000');
  });

  it('stays on a host without a country label', () => {
    expect(hostForCountry('localhost:3000', 'jp', {})).toBe('localhost:3000');
  });
});

describe('parseSiteHosts', () => {
  it('ignores unknown countries and malformed pairs', () => {
    expect(parseSiteHosts('xx=a.example,ph=,jp=b.example,bogus')).toEqual({ jp: 'b.example' });
  });
});
