import { describe, expect, it } from 'vitest';
import { formatPeriod } from '@/components/profile/format';

describe('formatPeriod', () => {
  it('shows months as months and an end given as a year alone as the year (decision 0070)', () => {
    expect(formatPeriod('2019-03', '2022-08', 'en-US', 'Present')).toBe('Mar 2019 – Aug 2022');
    expect(formatPeriod('2019-01', '2024-12', 'en-US', 'Present', { from: true, to: true })).toBe('2019 – 2024');
    expect(formatPeriod('2019-01', null, 'en-US', 'Present', { from: true })).toBe('2019 – Present');
    expect(formatPeriod('2019-01', '2024-12', 'ja-JP', '現在', { from: true, to: true })).toBe('2019年 – 2024年');
  });
});
