import { describe, expect, it } from 'vitest';
import {
  canonicalSlugSegment,
  decodeSearchPath,
  encodeSearchPath,
  normalizeKeyword,
  parseSearchSlug,
  type SearchLocation,
  searchSlug,
} from '@/lib/search-url';

function roundTrip(search: SearchLocation): SearchLocation | null {
  const path = encodeSearchPath(search);
  const url = new URL(path, 'http://ph.localhost');
  const slug = url.pathname.split('/').at(-1) ?? '';
  return decodeSearchPath(slug, url.searchParams);
}

const base: SearchLocation = { keyword: '', location: null, filters: {}, sort: null, page: 1 };

describe('search slugs', () => {
  it('uses the three forms of the spec', () => {
    expect(searchSlug('', null)).toBe('job-search');
    expect(searchSlug('Sales', null)).toBe('sales-jobs');
    expect(searchSlug('software engineer', 'manila')).toBe('software-engineer-jobs-in-manila');
  });

  it('reads them back', () => {
    expect(parseSearchSlug('sales-jobs-in-manila')).toEqual({ keyword: 'sales', location: 'manila' });
    expect(parseSearchSlug('software-engineer-jobs')).toEqual({ keyword: 'software engineer', location: null });
    expect(parseSearchSlug('job-search')).toEqual({ keyword: '', location: null });
    expect(parseSearchSlug('engineer')).toBeNull();
    expect(parseSearchSlug('-jobs')).toBeNull();
    // Three hyphens cannot come from any keyword.
    expect(parseSearchSlug('a---b-jobs')).toBeNull();
  });

  it.each([
    'software engineer',
    'front-end developer',
    'c++ / c# developer',
    'ai/ml engineer',
    'jobs in sales',
    'sales jobs',
    '軟體工程師',
    'ソフトウェア エンジニア',
    'مهندس برمجيات',
    'a--b - c',
    '100% remote?',
    'r&d #1',
    '-leading hyphen',
    'trailing hyphen-',
  ])('round-trips the keyword %j with and without a location', (keyword) => {
    expect(roundTrip({ ...base, keyword })?.keyword).toBe(normalizeKeyword(keyword));
    expect(roundTrip({ ...base, keyword, location: 'kuala-lumpur' })).toMatchObject({
      keyword: normalizeKeyword(keyword),
      location: 'kuala-lumpur',
    });
  });

  const hostile = [
    'node.js',
    'asp.net',
    'c++',
    'c#',
    '100%',
    '100%25',
    'r&d',
    '"quoted"',
    "o'reilly",
    'ai/ml',
    'back\\slash',
    'what?',
    'tilde~25',
    '~',
    '%E0%A4%A',
    '..',
    '.net',
    'a+b=c; d,e',
    'sales @ [manila]',
    '<script>',
    '50% off / 2 #1',
  ];

  it.each(hostile)('round-trips the hostile keyword %j through a real URL', (keyword) => {
    const path = encodeSearchPath({ ...base, keyword });
    const url = new URL(path, 'http://ph.localhost');
    // The URL parser keeps the path as written: no character was left for it to reinterpret.
    expect(url.pathname).toBe(path);
    const segment = url.pathname.split('/').at(-1) ?? '';
    // Never a literal percent once decoded: Next.js decodes a segment more than once.
    expect(decodeURIComponent(segment)).not.toMatch(/[%/\\?#]/);
    expect(canonicalSlugSegment(segment)).toBe(segment);
    expect(decodeSearchPath(segment, url.searchParams)?.keyword).toBe(normalizeKeyword(keyword));
    expect(roundTrip({ ...base, keyword, location: 'manila' })).toMatchObject({ keyword: normalizeKeyword(keyword), location: 'manila' });
  });

  it('writes the characters a path cannot hold as ~ and two hex digits', () => {
    expect(searchSlug('100%', null)).toBe('100~25-jobs');
    expect(searchSlug('ai/ml', 'manila')).toBe('ai~2fml-jobs-in-manila');
    expect(searchSlug('c#', null)).toBe('c~23-jobs');
    expect(searchSlug('node.js', null)).toBe('node.js-jobs');
  });

  it('names the canonical segment of older or hand-written forms, and none for a broken one', () => {
    expect(canonicalSlugSegment('100%25-jobs')).toBe('100~25-jobs');
    expect(canonicalSlugSegment('ai%2Fml-jobs-in-manila')).toBe('ai~2fml-jobs-in-manila');
    expect(canonicalSlugSegment('Sales-Jobs')).toBeNull();
    expect(canonicalSlugSegment('sales-jobs')).toBe('sales-jobs');
    expect(canonicalSlugSegment('%E0%A4%A-jobs')).toBeNull();
    expect(canonicalSlugSegment('bad~zz-jobs')).toBeNull();
    expect(canonicalSlugSegment('bad~-jobs')).toBeNull();
    expect(canonicalSlugSegment('%E8%BB%9F%E9%AB%94-jobs')).toBe('%E8%BB%9F%E9%AB%94-jobs');
  });

  it('keeps filters, sort and page as query parameters and drops empty ones', () => {
    const search: SearchLocation = {
      keyword: 'nurse',
      location: 'cebu',
      filters: { job_type: ['full-time', 'contract'], xp_lvl: [], salary: ['30k-50k'] },
      sort: 2,
      page: 3,
    };
    const path = encodeSearchPath(search);
    expect(path).toBe('/jobs-hiring/nurse-jobs-in-cebu?job_type=full-time%2Ccontract&salary=30k-50k&sort=2&page=3');
    expect(roundTrip(search)).toEqual({ ...search, filters: { job_type: ['full-time', 'contract'], salary: ['30k-50k'] } });
  });

  it('puts a location without a keyword in the query', () => {
    expect(encodeSearchPath({ ...base, location: 'manila' })).toBe('/jobs-hiring/job-search?location=manila');
    expect(roundTrip({ ...base, location: 'manila' })).toEqual({ ...base, location: 'manila' });
  });

  it('ignores a bad page or sort instead of failing', () => {
    expect(decodeSearchPath('sales-jobs', new URLSearchParams('page=-1&sort=9'))).toMatchObject({ page: 1, sort: null });
  });
});

describe('keyword folding (issue 32)', () => {
  it('folds width with NFKC: half-width katakana and full-width Latin are the same words', () => {
    expect(normalizeKeyword('ｴﾝｼﾞﾆｱ')).toBe('エンジニア');
    expect(normalizeKeyword('ＳＡＬＥＳ　ｍａｎａｇｅｒ')).toBe('sales manager');
    expect(searchSlug('ｴﾝｼﾞﾆｱ', null)).toBe(searchSlug('エンジニア', null));
    expect(canonicalSlugSegment(encodeURIComponent('ｴﾝｼﾞﾆｱ-jobs'))).toBe(encodeURIComponent('エンジニア-jobs'));
  });

  it('lower-cases Turkish with its dotted and dotless i, and never leaves a combining dot', () => {
    expect(normalizeKeyword('İK Uzmanı', 'tr-tr')).toBe('ik uzmanı');
    expect(normalizeKeyword('IŞIK', 'tr-tr')).toBe('ışık');
    expect(normalizeKeyword('İK')).toBe('ik');
    expect(normalizeKeyword('i\u0307k')).toBe('ik');
    expect(searchSlug('İK', null, 'tr-tr')).toBe('ik-jobs');
    // The sitemap's old form of the same search is redirected to the one slug.
    expect(canonicalSlugSegment(encodeURIComponent('i\u0307k-jobs'), 'tr-tr')).toBe('ik-jobs');
    expect(canonicalSlugSegment('ik-jobs', 'tr-tr')).toBe('ik-jobs');
    expect(encodeSearchPath({ ...base, keyword: 'İK' }, 'tr-tr')).toBe('/jobs-hiring/ik-jobs');
  });

  it('strips bidi controls, zero-width characters and NUL', () => {
    expect(normalizeKeyword('sales\u202E')).toBe('sales');
    expect(normalizeKeyword('\u200Fمبيعات')).toBe('مبيعات');
    expect(normalizeKeyword('sa\u200Bles')).toBe('sa les');
    expect(canonicalSlugSegment('sales%00-jobs')).toBe('sales-jobs');
    expect(canonicalSlugSegment('%E2%80%AEsales-jobs')).toBe('sales-jobs');
    expect(canonicalSlugSegment('sales-jobs%E2%80%8F')).toBeNull();
    expect(canonicalSlugSegment('sales%E2%80%8F-jobs')).toBe('sales-jobs');
  });

  it('reads a keyword of only punctuation or symbols as no keyword', () => {
    for (const keyword of ['.', '..', '-----', '🙂', '… !?']) expect(normalizeKeyword(keyword)).toBe('');
    expect(canonicalSlugSegment('.-jobs')).toBe('job-search');
    expect(canonicalSlugSegment('..-jobs')).toBe('job-search');
    expect(canonicalSlugSegment(encodeURIComponent('🙂-jobs'))).toBe('job-search');
    expect(canonicalSlugSegment('.-jobs-in-manila')).toBeNull();
    // Letters and digits with symbols stay a keyword.
    expect(normalizeKeyword('C++')).toBe('c++');
    expect(normalizeKeyword('.NET')).toBe('.net');
  });

  it('names no search past the platform limits: a keyword over 100 characters, a page over 1000', () => {
    const long = 'a'.repeat(101);
    expect(canonicalSlugSegment(`${long}-jobs`)).toBeNull();
    expect(canonicalSlugSegment(`${'a'.repeat(100)}-jobs`)).toBe(`${'a'.repeat(100)}-jobs`);
    expect(decodeSearchPath(`${long}-jobs`, new URLSearchParams())).toBeNull();
    expect(decodeSearchPath('sales-jobs', new URLSearchParams('page=1000'))?.page).toBe(1000);
    expect(decodeSearchPath('sales-jobs', new URLSearchParams('page=1001'))).toBeNull();
    expect(decodeSearchPath('sales-jobs', new URLSearchParams('page=99999999999999999999'))).toBeNull();
  });
});
