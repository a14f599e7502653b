import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/en-us/my-jobs', '/en-us/my-jobs'],
    ['/en-us/job/a-b-1?tab=apply#top', '/en-us/job/a-b-1?tab=apply#top'],
    ['/en-us/a/../my-jobs', '/en-us/my-jobs'],
    ['/en-us/./my-jobs', '/en-us/my-jobs'],
    ['/en-us/search/caf%C3%A9', '/en-us/search/caf%C3%A9'],
  ])('keeps a path on this site: %s → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    // Dot segments that leave a protocol-relative URL once resolved.
    '/..//evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example/x',
    // The same with the dots percent-encoded (browsers and WHATWG URL read %2e as a dot).
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/.%2e//evil.example',
    // Slashes and backslashes that one decoding turns into another host.
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/\\evil.example',
    '/\\/evil.example',
    // The plain forms.
    '//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '/%09/evil.example',
    '/%E0%A4%A',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses an absurdly long target', () => {
    expect(safeRedirectPath(`/${'a'.repeat(2001)}`)).toBeNull();
  });
});
