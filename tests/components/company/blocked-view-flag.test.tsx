import { afterEach, describe, expect, it } from 'vitest';
import { blockedViewCookieName } from '@/lib/blocked-view';
import { rememberBlockedCount } from '@/services/blocked-companies';

const flag = () => document.cookie.split('; ').find((each) => each.startsWith(`${blockedViewCookieName}=`));

afterEach(() => rememberBlockedCount(0));

describe('the blocked-view flag (decision 0077)', () => {
  it('is set while the seeker has blocked companies and removed when the list is empty', () => {
    expect(flag()).toBeUndefined();
    rememberBlockedCount(2);
    expect(flag()).toBe(`${blockedViewCookieName}=1`);
    rememberBlockedCount(0);
    expect(flag()).toBeUndefined();
  });
});
