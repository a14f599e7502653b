import { describe, expect, it } from 'vitest';
import { loginDestination } from '@/lib/login-outcome';
import { safeRedirectPath } from '@/lib/safe-redirect';

const complete = { active_key: 1, is_profile_completed: true, is_profile_update_required: false };

describe('safeRedirectPath', () => {
  it.each([
    ['/en-us/my-jobs', '/en-us/my-jobs'],
    ['/job/engineer-12?from=x#top', '/job/engineer-12?from=x#top'],
    ['/', '/'],
  ])('keeps the site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example/',
    'http:/evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/ok\nSet-Cookie:x',
    '',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});

describe('loginDestination', () => {
  it('goes to /onsite-job without a redirect', () => {
    expect(loginDestination(complete, 'en-us')).toBe('/en-us/onsite-job');
  });

  it('goes to a site redirect in the current language', () => {
    expect(loginDestination(complete, 'ja-jp', '/en-us/my-jobs?tab=saved')).toBe('/ja-jp/my-jobs?tab=saved');
    expect(loginDestination(complete, 'ja-jp', '/job/x-1')).toBe('/ja-jp/job/x-1');
  });

  it('never leaves the site', () => {
    expect(loginDestination(complete, 'en-us', '//evil.example')).toBe('/en-us/onsite-job');
    expect(loginDestination(complete, 'en-us', 'https://evil.example/')).toBe('/en-us/onsite-job');
  });

  it('sends an incomplete profile to completion, keeping the redirect', () => {
    const incomplete = { ...complete, is_profile_completed: false };
    expect(loginDestination(incomplete, 'en-us')).toBe('/en-us/jobseeker-complete-profile');
    expect(loginDestination(incomplete, 'en-us', '/job/x-1')).toBe(
      `/en-us/jobseeker-complete-profile?redirect=${encodeURIComponent('/en-us/job/x-1')}`,
    );
  });

  it('sends a required profile update to completion', () => {
    expect(loginDestination({ ...complete, is_profile_update_required: true }, 'en-us')).toBe(
      '/en-us/jobseeker-complete-profile',
    );
  });

  it('does not send other roles to profile completion', () => {
    expect(loginDestination({ active_key: 2, is_profile_completed: false, is_profile_update_required: true }, 'en-us')).toBe(
      '/en-us/onsite-job',
    );
  });
});
