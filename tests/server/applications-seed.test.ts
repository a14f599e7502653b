import { describe, expect, it } from 'vitest';
import { applyOptionShares, generateApplyOptions } from '@/server/seed/apply-options';

describe('seeded apply options', () => {
  const jobs = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, language: 'en', website: 'https://www.acme.example' }));

  it('are the same for the same seed and job, whatever else is generated', () => {
    const first = jobs.map((job) => generateApplyOptions(7, job));
    const again = [...jobs].reverse().map((job) => generateApplyOptions(7, job)).reverse();
    expect(again).toEqual(first);
    expect(jobs.map((job) => generateApplyOptions(8, job))).not.toEqual(first);
  });

  it('give some jobs an employer link, some screening questions (some required), most neither', () => {
    const options = jobs.map((job) => generateApplyOptions(7, job));
    const external = options.filter((o) => o?.externalUrl);
    const asking = options.filter((o) => (o?.screeningQuestions?.length ?? 0) > 0);
    const share = (n: number) => n / jobs.length;
    expect(share(external.length)).toBeCloseTo(applyOptionShares.external, 1);
    expect(share(asking.length)).toBeCloseTo(applyOptionShares.screening, 1);
    expect(external[0]?.externalUrl).toMatch(/^https:\/\/www\.acme\.example\/careers\/jobs\/\d+$/);
    const questions = asking.flatMap((o) => o?.screeningQuestions ?? []);
    expect(questions.some((q) => q.required)).toBe(true);
    expect(questions.some((q) => !q.required)).toBe(true);
    for (const o of asking) {
      const ids = (o?.screeningQuestions ?? []).map((q) => q.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThanOrEqual(3);
    }
  });

  it('ask in the job’s language, and give no link to a company without a website', () => {
    const japanese = jobs.map((job) => generateApplyOptions(7, { ...job, language: 'ja' })).find((o) => o?.screeningQuestions?.length);
    expect(japanese?.screeningQuestions?.[0]?.question).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    const noSite = jobs.map((job) => generateApplyOptions(7, { ...job, website: null }));
    expect(noSite.some((o) => o?.externalUrl)).toBe(false);
  });
});
