import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import {
  canonicalCompaniesQuery,
  companiesPath,
  emptyCompaniesSearch,
  parseCompaniesSearch,
  toCompanySearchQuery,
} from '@/lib/companies-url';
import middleware from '@/middleware';

const parse = (query: string) => parseCompaniesSearch(new URLSearchParams(query));

describe('companies list URLs', () => {
  it('reads a full search and writes it back canonically, in a fixed order', async () => {
    const search = parse('page=3&verified=1&sort=name&location=12&stage=4&size=2&industry=5&query=%20Acme%20%20Corp%20');
    expect(search).toEqual({ query: 'Acme Corp', industry: 5, size: 2, stage: 4, location: 12, verified: true, sort: 'name', page: 3 });
    expect(companiesPath(search)).toBe('/companies?query=Acme+Corp&industry=5&size=2&stage=4&location=12&verified=1&sort=name&page=3');
    expect(companiesPath(emptyCompaniesSearch)).toBe('/companies');
  });

  it('drops what is not a valid value rather than failing', async () => {
    expect(parse('industry=x&size=0&stage=-1&location=1.5&verified=yes&sort=best&page=0&utm_source=mail')).toEqual(emptyCompaniesSearch);
    expect(parse('page=99999').page).toBe(1);
    expect(parse('page=9999').page).toBe(500);
    // Relevance means nothing without a name to match.
    expect(parse('sort=relevance').sort).toBeNull();
    expect(parse('query=acme&sort=relevance').sort).toBe('relevance');
    expect(parse(`query=${'a'.repeat(150)}`).query).toHaveLength(100);
    expect(parse('query=%00acme%0A').query).toBe('acme');
  });

  it('maps a search to the platform query', async () => {
    expect(toCompanySearchQuery(parse('query=acme&industry=5&verified=1&page=2'))).toEqual({
      query: 'acme',
      industry_ids: '5',
      company_size_ids: undefined,
      financing_stage_ids: undefined,
      location_ids: undefined,
      is_verified: 1,
      sort: undefined,
      page: 2,
      size: 20,
    });
    expect(canonicalCompaniesQuery(new URLSearchParams('b=1&page=1&industry=3'))).toBe('industry=3');
  });
});

describe('middleware: companies', () => {
  const rewrite = async (url: string) => {
    const parsed = new URL(url);
    const response = await middleware(new NextRequest(`http://127.0.0.1:3000${parsed.pathname}${parsed.search}`, { headers: { host: parsed.host } }));
    const target = response.headers.get('x-middleware-rewrite');
    return target ? new URL(target) : null;
  };

  it('moves the canonical search into a path segment, and serves the directory', async () => {
    expect((await rewrite('http://ph.localhost:3000/en-us/companies'))?.pathname).toBe('/en-us/ph/companies/_');
    const target = await rewrite('http://ph.localhost:3000/en-us/companies?utm=1&sort=name&industry=3');
    expect(target?.pathname).toBe(`/en-us/ph/companies/${encodeURIComponent('industry=3&sort=name')}`);
    expect(target?.search).toBe('');
    expect((await rewrite('http://jp.localhost:3000/ja-jp/companies/directory'))?.pathname).toBe('/ja-jp/jp/companies/directory');
    expect((await rewrite('http://jp.localhost:3000/ja-jp/companies/other'))?.pathname).toBe('/ja-jp/jp/page-not-found');
  });

  it('sends what the search form submits, empty fields and all, to the canonical search once', async () => {
    const submitted = 'http://ph.localhost:3000/en-us/companies?query=Acme+Corp&industry=&size=&stage=4&location=&sort=&verified=1';
    const response = await middleware(new NextRequest(`http://127.0.0.1:3000${new URL(submitted).pathname}${new URL(submitted).search}`, { headers: { host: 'ph.localhost:3000' } }));
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.pathname}${location.search}`).toBe('/en-us/companies?query=Acme+Corp&stage=4&verified=1');
    // A canonical or plain search is served, not redirected.
    expect((await rewrite('http://ph.localhost:3000/en-us/companies?query=Acme'))?.pathname).toBe(`/en-us/ph/companies/${encodeURIComponent('query=Acme')}`);
    expect((await rewrite('http://ph.localhost:3000/en-us/companies?industry='))?.pathname).toBeUndefined();
  });
});
