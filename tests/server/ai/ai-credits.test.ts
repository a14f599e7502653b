import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimAiUse, creditDayStart, nextCreditRefresh, readAiCredits, releaseAiUse } from '@/server/domain/ai-credits';
import { startTestPlatform, type TestPlatform } from '../../support/platform';
import { makeSeeker } from '../profile-support';

describe('the credit day turns at 00:01 GMT+8 (16:01 UTC)', () => {
  it.each([
    ['2026-11-01T16:00:59.999Z', '2026-10-31T16:01:00.000Z', '2026-11-01T16:01:00.000Z'],
    ['2026-11-01T16:01:00.000Z', '2026-11-01T16:01:00.000Z', '2026-11-02T16:01:00.000Z'],
    ['2026-11-01T23:59:00.000Z', '2026-11-01T16:01:00.000Z', '2026-11-02T16:01:00.000Z'],
    ['2026-11-02T00:00:00.000Z', '2026-11-01T16:01:00.000Z', '2026-11-02T16:01:00.000Z'],
  ])('%s is in the day from %s, refreshing at %s', (now, start, refresh) => {
    expect(creditDayStart(new Date(now)).toISOString()).toBe(start);
    expect(nextCreditRefresh(new Date(now)).toISOString()).toBe(refresh);
  });
});

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
});
afterAll(async () => {
  await platform?.close();
});

describe('daily analyses on a fake clock', () => {
  it('spent just before 00:01 GMT+8 stay spent until then, and come back at 00:01', async () => {
    const seeker = await makeSeeker(platform);
    const db = platform.handle.db;
    const before = new Date('2026-11-01T16:00:30Z');
    // Each claim marks a run; the route ends it before the next.
    for (let i = 0; i < 3; i++) {
      await claimAiUse(db, seeker.id, 'resume_analysis', before);
      await releaseAiUse(db, seeker.id, 'resume_analysis', { refund: false });
    }
    await expect(claimAiUse(db, seeker.id, 'resume_analysis', new Date('2026-11-01T16:00:59Z'))).rejects.toMatchObject({
      code: 41317,
      data: { reason: 'ai_resume_analysis_limited', retry_after: 1, refreshes_at: '2026-11-01T16:01:00.000Z' },
    });
    expect((await readAiCredits(db, seeker.id, new Date('2026-11-01T16:00:59Z'))).resume_analysis.remaining).toBe(0);
    const after = new Date('2026-11-01T16:01:00Z');
    expect((await readAiCredits(db, seeker.id, after)).resume_analysis).toMatchObject({ remaining: 3, refreshes_at: '2026-11-02T16:01:00.000Z' });
    await claimAiUse(db, seeker.id, 'resume_analysis', after);
    expect((await readAiCredits(db, seeker.id, after)).resume_analysis).toMatchObject({ used: 1, remaining: 2, running: true });
  });

  it('keeps the summary query limit over a rolling 24 hours (41275)', async () => {
    const seeker = await makeSeeker(platform);
    const db = platform.handle.db;
    const start = new Date('2026-11-01T10:00:00Z');
    for (let i = 0; i < 20; i++) await claimAiUse(db, seeker.id, 'career_summary', start);
    const later = new Date('2026-11-02T09:59:00Z');
    await expect(claimAiUse(db, seeker.id, 'career_summary', later)).rejects.toMatchObject({ code: 41275, data: { retry_after: 60 } });
    await claimAiUse(db, seeker.id, 'career_summary', new Date('2026-11-02T10:00:00Z'));
  });
});
