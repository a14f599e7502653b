import { describe, expect, it } from 'vitest';
import { comesFromResume, stepOfToken, stepPath } from '@/lib/onboarding-steps';

describe('onboarding step pages (core spec §2, §4)', () => {
  it('reads the documented step pages and nothing else', () => {
    expect(stepOfToken(undefined)).toEqual({ step: 1, fromResume: false });
    expect(stepOfToken('10')).toEqual({ step: 2, fromResume: false });
    expect(stepOfToken('1101')).toEqual({ step: 2, fromResume: true });
    expect(stepOfToken('3')?.step).toBe(3);
    expect(stepOfToken('4')?.step).toBe(4);
    for (const token of ['5', '0', 'abc', '11', '../x']) expect(stepOfToken(token), token).toBeNull();
  });

  it('goes to 1101 after step 1 only when coming from resume creation or a quick upload', () => {
    expect(comesFromResume({})).toBe(false);
    expect(comesFromResume({ register_redirect: true })).toBe(false);
    expect(comesFromResume({ create_resume: true })).toBe(true);
    expect(comesFromResume({ quick_upload: true })).toBe(true);
  });

  it('keeps a safe redirect across steps and drops another site', () => {
    expect(stepPath({ step: 2, fromResume: false }, '/en-us/job/x-1')).toBe('/jobseeker-complete-profile/10?redirect=%2Fen-us%2Fjob%2Fx-1');
    expect(stepPath({ step: 1, fromResume: false }, null)).toBe('/jobseeker-complete-profile');
    expect(stepPath({ step: 4, fromResume: false }, 'https://evil.example')).toBe('/jobseeker-complete-profile/4');
  });
});
