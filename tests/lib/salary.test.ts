import { describe, expect, it } from 'vitest';
import { formatSalaryRange } from '@/lib/salary';

describe('formatSalaryRange', () => {
  it('formats a range in the job’s currency and the reader’s number format', () => {
    expect(formatSalaryRange({ type: 'monthly', from: 30000, to: 50000, currency: 'PHP' }, 'en-US')).toBe('₱30,000 – ₱50,000');
    expect(formatSalaryRange({ type: 'monthly', from: 300000, to: 450000, currency: 'JPY' }, 'ja-JP')).toMatch(/^[￥¥]300,000 ?～ ?[￥¥]?450,000$/);
    expect(formatSalaryRange({ type: 'annually', from: 5000, to: 6000, currency: 'EUR' }, 'es-ES')).toMatch(/5000.*6000.*€/);
  });

  it('groups rupees the Indian way for English readers, and leaves other currencies alone', () => {
    expect(formatSalaryRange({ type: 'monthly', from: 150000, to: 1250000, currency: 'INR' }, 'en-US')).toBe('₹1,50,000 – ₹12,50,000');
    expect(formatSalaryRange({ type: 'monthly', from: 150000, to: 1250000, currency: 'PHP' }, 'en-US')).toBe('₱150,000 – ₱1,250,000');
    expect(formatSalaryRange({ type: 'monthly', from: 150000, to: 1250000, currency: 'INR' }, 'ja-JP')).toMatch(/1,250,000/);
  });

  it('shows one figure when from equals to or one bound is missing', () => {
    expect(formatSalaryRange({ type: 'hourly', from: 20, to: 20, currency: 'USD' }, 'en-US')).toBe('$20');
    expect(formatSalaryRange({ type: 'hourly', from: null, to: 25, currency: 'USD' }, 'en-US')).toBe('$25');
  });

  it('gives no range for negotiable, unpaid or missing salaries', () => {
    expect(formatSalaryRange({ type: 'negotiable', from: 1, to: 2, currency: 'USD' }, 'en-US')).toBeNull();
    expect(formatSalaryRange({ type: 'unpaid', from: null, to: null, currency: 'USD' }, 'en-US')).toBeNull();
    expect(formatSalaryRange({ type: 'monthly', from: null, to: null, currency: 'USD' }, 'en-US')).toBeNull();
  });
});
