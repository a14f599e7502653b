import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  canonicalCompanyQuery,
  companyIdFromSlug,
  companyNameSlug,
  companyPath,
  companySlug,
  parseCompanyView,
} from '@/lib/company-url';
import middleware from '@/middleware';

describe('company URLs', () => {
  it('builds readable slugs in any script', async () => {
    expect(companySlug('Acme Holdings, Inc.', 42)).toBe('acme-holdings-inc-42');
    expect(companySlug('株式会社サクラ', 7)).toBe('株式会社サクラ-7');
    expect(companySlug('شركة النور', 9)).toBe('شركة-النور-9');
    expect(companyNameSlug('***')).toBe('company');
  });

  it('encodes the slug for an href and reads the id back', async () => {
    const path = companyPath('台灣科技', 123);
    expect(path).toBe(`/company/${encodeURIComponent('台灣科技-123')}`);
    expect(companyIdFromSlug(path.slice('/company/'.length))).toBe(123);
    expect(companyIdFromSlug('acme-2024-55')).toBe(55);
  });

  it('refuses slugs without a usable id', async () => {
    for (const bad of ['acme', 'acme-0', 'acme-99999999999', '%E0%A4%A', '']) expect(companyIdFromSlug(bad)).toBeNull();
  });

  it('puts only what differs from the default view in the query, About without page or filter', async () => {
    expect(companyPath('Acme', 1, { tab: 'jobs', page: 1, mainFunction: null })).toBe('/company/acme-1');
    expect(companyPath('Acme', 1, { page: 3, mainFunction: 'sales' })).toBe('/company/acme-1?main_function=sales&page=3');
    expect(companyPath('Acme', 1, { tab: 'about', page: 3, mainFunction: 'sales' })).toBe('/company/acme-1?tab=about');
  });

  it('reads a view back and drops what is not valid', async () => {
    expect(parseCompanyView(new URLSearchParams('tab=about&page=4'))).toEqual({ tab: 'about', mainFunction: null, page: 1 });
    expect(parseCompanyView(new URLSearchParams('main_function=it-software&page=2'))).toEqual({
      tab: 'jobs',
      mainFunction: 'it-software',
      page: 2,
    });
    expect(parseCompanyView(new URLSearchParams('tab=culture&page=3&main_function=sales'))).toEqual({ tab: 'culture', mainFunction: null, page: 1 });
    expect(companyPath('Acme', 1, { tab: 'culture', page: 2 })).toBe('/company/acme-1?tab=culture');
    expect(parseCompanyView(new URLSearchParams('tab=life&page=x&main_function=%3Cscript%3E'))).toEqual({
      tab: 'jobs',
      mainFunction: null,
      page: 1,
    });
    expect(parseCompanyView(new URLSearchParams('page=0')).page).toBe(1);
    expect(parseCompanyView(new URLSearchParams('page=99999')).page).toBe(1);
    expect(canonicalCompanyQuery(new URLSearchParams('utm_source=x&page=2&main_function=sales'))).toBe('main_function=sales&page=2');
  });
});

describe('middleware and company pages', () => {
  // Every company asked about exists (the middleware asks the platform before the page renders).
  beforeAll(() => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  const rewriteOf = async (url: string) => {
    const parsed = new URL(url);
    const response = await middleware(
      new NextRequest(`http://127.0.0.1:3000${parsed.pathname}${parsed.search}`, { headers: { host: parsed.host } }),
    );
    const target = response.headers.get('x-middleware-rewrite');
    return target ? new URL(target) : null;
  };

  it('moves the view into the internal path, drops stray parameters, and uses _ for the default view', async () => {
    const about = await rewriteOf('http://ph.localhost:3000/en-us/company/acme-12?utm_source=mail&tab=about');
    expect(about?.pathname).toBe(`/en-us/ph/company/acme-12/${encodeURIComponent('tab=about')}`);
    expect(about?.search).toBe('');
    expect((await rewriteOf('http://ph.localhost:3000/en-us/company/acme-12?fbclid=1'))?.pathname).toBe('/en-us/ph/company/acme-12/_');
    expect((await rewriteOf('http://jp.localhost:3000/ja-jp/company/acme-12?page=2&main_function=sales'))?.pathname).toBe(
      `/ja-jp/jp/company/acme-12/${encodeURIComponent('main_function=sales&page=2')}`,
    );
  });

  it('sends deeper or empty company paths to not-found', async () => {
    expect((await rewriteOf('http://ph.localhost:3000/en-us/company/acme-12/extra'))?.pathname).toBe('/en-us/ph/page-not-found');
    expect((await rewriteOf('http://ph.localhost:3000/en-us/company'))?.pathname).toBe('/en-us/ph/page-not-found');
  });
});
