import { describe, expect, it } from 'vitest';
import { salaryBoundsOf, salaryFilterSlug } from '@/lib/salary-filters';

describe('salaryBoundsOf (core spec §5)', () => {
  it('maps the fixed filters of the spec', () => {
    expect(salaryBoundsOf('Below 30K')).toEqual({ from: 0, to: 30_000 });
    expect(salaryBoundsOf('Above 200K')).toEqual({ from: 200_001, to: 400_000 });
    expect(salaryBoundsOf('Above 100K')).toEqual({ from: 100_001 });
  });

  it('reads every other filter as X - Y in thousands', () => {
    expect(salaryBoundsOf('30K - 50K')).toEqual({ from: 30_000, to: 50_000 });
    expect(salaryBoundsOf('2.5K - 4K')).toEqual({ from: 2_500, to: 4_000 });
    expect(salaryBoundsOf('700K - 1M')).toEqual({ from: 700_000, to: 1_000_000 });
  });

  it('refuses what is not a salary filter', () => {
    for (const bad of ['', 'Below', '50K - 30K', 'thirty - fifty', '30K - 50K - 70K', 'Above lots']) {
      expect(salaryBoundsOf(bad)).toBeNull();
    }
  });
});

describe('salaryFilterSlug', () => {
  it('makes URL-friendly keys', () => {
    expect(salaryFilterSlug('30K - 50K')).toBe('30k-50k');
    expect(salaryFilterSlug('Below 30K')).toBe('below-30k');
    expect(salaryFilterSlug('Above 200K')).toBe('above-200k');
  });
});
