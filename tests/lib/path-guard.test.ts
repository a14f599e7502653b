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
