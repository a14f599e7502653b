import { describe, expect, it } from 'vitest';
import { checkPath } from '@/lib/path-guard';

const roots = ['job', 'jobs-hiring', 'company', 'remote-jobs', 'page-not-found'];

describe('checkPath', () => {
  it.each([
    '/en-us/job/%zz',
    '/en-us/%E0%A4%A',
    '/%zz',
    '/ar-ae/company/acme%2-12',
    '/en-us/job/abc%25-1',
    '/ja-jp/jobs-hiring/%E0%A4%A-jobs',
    '/en-us/jobs-hiring/bad~zz-jobs',
    '/en-us/jobs-hiring/engineer',
    '/en-us/page-not-found',
    '/ar-ae/job/abc.def',
    '/en-us/company/acme',
  ])('answers %s with the not-found page', (path) => {
    expect(checkPath(path, roots)).toEqual({ kind: 'not-found' });
  });

  it('redirects a search slug written in an older or loose form to the canonical one', () => {
    expect(checkPath('/en-us/jobs-hiring/100%25-jobs', roots)).toEqual({ kind: 'redirect', pathname: '/en-us/jobs-hiring/100~25-jobs' });
    expect(checkPath('/en-us/jobs-hiring/ai%2Fml-jobs-in-manila', roots)).toEqual({
      kind: 'redirect',
      pathname: '/en-us/jobs-hiring/ai~2fml-jobs-in-manila',
    });
  });

  it.each([
    '/en-us',
    '/en-us/',
    '/',
    '/en-us/jobs-hiring/node.js-jobs',
    '/en-us/jobs-hiring/c%2B%2B-jobs',
    '/en-us/jobs-hiring/100~25-jobs',
    '/zh-tw/jobs-hiring/%E8%BB%9F%E9%AB%94-jobs-in-taipei',
    '/en-us/job/asp.net-developer-12',
    '/en-us/company/acme-corp-7',
    '/en-us/job/12',
    '/remote-jobs',
  ])('serves %s', (path) => {
    expect(checkPath(path, roots)).toEqual({ kind: 'serve' });
  });

  it('answers an unknown first segment under a language with the not-found page', () => {
    expect(checkPath('/en-us/nope', roots)).toEqual({ kind: 'not-found' });
    expect(checkPath('/en-us/nope')).toEqual({ kind: 'serve' });
  });
});

describe('checkPath with the pages listed', () => {
  const patterns = ['', 'job/[slug]', 'job/[slug]/apply/success', 'settings', 'settings/job-alerts', 'chat', 'chat/[chatId]', 'faq'];
  const allRoots = ['job', 'jobs-hiring', 'company', 'companies', 'settings', 'chat', 'faq', 'page-not-found'];

  it.each([
    '/en-us/settings/zzz',
    '/en-us/faq/zz',
    '/en-us/job/engineer-12/apply',
    '/en-us/job/engineer-12/apply/success/more',
    '/en-us/chat/0',
    '/en-us/chat/2147483648',
    '/en-us/chat/12abc',
    '/en-us/chat/-1',
  ])('answers %s, which no page matches, with the not-found page', (path) => {
    expect(checkPath(path, allRoots, patterns)).toEqual({ kind: 'not-found' });
  });

  it.each([
    '/en-us',
    '/en-us/',
    '/en-us/settings',
    '/en-us/settings/',
    '/en-us/settings/job-alerts',
    '/en-us/job/engineer-12',
    '/en-us/job/engineer-12/apply/success',
    '/en-us/chat/0007',
    '/en-us/chat/2147483647',
    // Rewritten to their internal shapes by the middleware, which checks them itself.
    '/en-us/jobs-hiring/sales-jobs',
    '/en-us/company/acme-7',
    '/en-us/companies/directory',
  ])('serves %s', (path) => {
    expect(checkPath(path, allRoots, patterns)).toEqual({ kind: 'serve' });
  });
});
