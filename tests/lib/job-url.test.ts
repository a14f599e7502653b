import { describe, expect, it } from 'vitest';
import { jobIdFromSlug, jobPath, jobSlug, titleSlug } from '@/lib/job-url';

describe('job URLs', () => {
  it('builds readable slugs in any script', () => {
    expect(jobSlug('Senior Software Engineer (Java)', 42)).toBe('senior-software-engineer-java-42');
    expect(jobSlug('ソフトウェアエンジニア', 7)).toBe('ソフトウェアエンジニア-7');
    expect(jobSlug('مهندس برمجيات', 9)).toBe('مهندس-برمجيات-9');
    expect(titleSlug('!!!')).toBe('job');
  });

  it('encodes the slug for an href and reads the id back', () => {
    const path = jobPath('軟體工程師', 123);
    expect(path).toBe(`/job/${encodeURIComponent('軟體工程師-123')}`);
    expect(jobIdFromSlug(path.slice('/job/'.length))).toBe(123);
    expect(jobIdFromSlug('senior-engineer-42')).toBe(42);
  });

  it('refuses slugs without a usable id', () => {
    for (const bad of ['engineer', 'engineer-0', 'engineer-99999999999', '%E0%A4%A', '']) {
      expect(jobIdFromSlug(bad)).toBeNull();
    }
  });
});
