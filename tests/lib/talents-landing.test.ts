import { describe, expect, it } from 'vitest';
import { countries, countryByKey } from '@/lib/countries';
import { carouselPages, landingSites, type SiteJobCount, siteStatus } from '@/lib/talents-landing';

const count = (openJobs: number, remoteJobs = 0): SiteJobCount => ({ openJobs, remoteJobs });

describe('siteStatus', () => {
  it('marks a country site with local jobs available', () => {
    expect(siteStatus(countryByKey('ph'), count(1980, 210))).toBe('available');
    expect(siteStatus(countryByKey('jp'), count(1, 0))).toBe('available');
  });

  it('marks the International site remote: it has no country of its own', () => {
    expect(siteStatus(countryByKey('com'), count(2000, 1600))).toBe('remote');
    expect(siteStatus(countryByKey('com'), null)).toBe('remote');
  });

  it('marks a site whose open jobs are all remote as remote', () => {
    expect(siteStatus(countryByKey('lk'), count(12, 12))).toBe('remote');
    expect(siteStatus(countryByKey('lk'), count(12, 11))).toBe('available');
  });

  it('marks a site without open jobs coming soon, the International site too', () => {
    expect(siteStatus(countryByKey('in'), count(0))).toBe('coming-soon');
    expect(siteStatus(countryByKey('com'), count(0))).toBe('coming-soon');
  });

  it('leaves it to the country table when the platform gave no count', () => {
    expect(siteStatus(countryByKey('ng'), null)).toBe('available');
  });
});

describe('landingSites', () => {
  it('lists every country site of the table, in its order, with its status and open jobs', () => {
    const sites = landingSites(new Map([['ph', count(1980, 210)], ['in', count(0)], ['com', count(500, 400)], ['ca', null]]));
    expect(sites.map((s) => s.key)).toEqual(countries.map((c) => c.key));
    expect(sites).toHaveLength(18);
    const by = new Map(sites.map((s) => [s.key, s]));
    expect(by.get('ph')).toEqual({ key: 'ph', status: 'available', openJobs: 1980 });
    expect(by.get('in')).toEqual({ key: 'in', status: 'coming-soon', openJobs: 0 });
    expect(by.get('com')).toEqual({ key: 'com', status: 'remote', openJobs: 500 });
    // Asked but not answered, and not asked at all: unknown counts, status from the table.
    expect(by.get('ca')).toEqual({ key: 'ca', status: 'available', openJobs: null });
    expect(by.get('sg')).toEqual({ key: 'sg', status: 'available', openJobs: null });
  });
});

describe('carouselPages', () => {
  it('cuts items into pages, the last one shorter', () => {
    expect(carouselPages([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11]]);
    expect(carouselPages([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(carouselPages([], 3)).toEqual([]);
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => carouselPages([1], 0)).toThrow(RangeError);
    expect(() => carouselPages([1], 1.5)).toThrow(RangeError);
  });
});
