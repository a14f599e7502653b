import { describe, expect, it } from 'vitest';
import { yearsOfWork, spokenKeyOf } from '@/server/fit/load';
import { type FitJob, type FitProfile, fitLevel, foldSkill, scoreFit } from '@/server/fit/score';

const profile = (over: Partial<FitProfile> = {}): FitProfile => ({
  skills: new Set(['react', 'typescript', 'node js'].map(foldSkill)),
  years: 4,
  degreeId: 5,
  locationIds: new Set([10]),
  regionIds: new Set([1]),
  remoteOnly: false,
  hasPreferences: true,
  expectedMonthly: new Map([['PHP', 50_000]]),
  languages: new Set(['english']),
  ...over,
});

const job = (over: Partial<FitJob> = {}): FitJob => ({
  id: 1,
  skills: ['React', 'TypeScript', 'Node.js'],
  minYears: 3,
  xpLabel: '3–5 years',
  degreeId: 5,
  degreeLabel: "Bachelor's degree",
  workArrangement: 'onsite',
  locationId: 10,
  regionId: 1,
  placeLabel: 'Manila',
  currency: 'PHP',
  monthlyTo: 60_000,
  language: 'english',
  languageLabel: 'English',
  ...over,
});

describe('scoreFit', () => {
  it('scores a job that asks what the profile holds as a strong fit, every reason a match', () => {
    const result = scoreFit(profile(), job());
    expect(result.score).toBe(100);
    expect(result.level).toBe('strong');
    expect(result.reasons.every((reason) => reason.status === 'match')).toBe(true);
  });

  it('folds skills: case, accents and punctuation do not matter', () => {
    expect(foldSkill('Node.js')).toBe(foldSkill('node JS'));
    expect(foldSkill('Café')).toBe('cafe');
    expect(foldSkill('C++')).toBe('c++');
  });

  it('names the skills held and lacked, and ranks a job by the share held', () => {
    const some = scoreFit(profile(), job({ skills: ['React', 'Go', 'Kubernetes', 'Terraform'] }));
    expect(some.reasons.find((r) => r.key === 'skillsHave')?.values).toEqual({ skills: 'React' });
    expect(some.reasons.find((r) => r.key === 'skillsLack')?.values).toEqual({ skills: 'Go, Kubernetes, Terraform' });
    const none = scoreFit(profile(), job({ skills: ['Welding', 'Forklift'] }));
    expect(none.score).toBeLessThan(some.score);
    expect(some.score).toBeLessThan(100);
  });

  it('marks experience short by a year as partial and further as missing', () => {
    expect(scoreFit(profile({ years: 2.5 }), job()).reasons.find((r) => r.factor === 'experience')?.status).toBe('partial');
    expect(scoreFit(profile({ years: 1 }), job()).reasons.find((r) => r.factor === 'experience')?.status).toBe('missing');
    expect(scoreFit(profile({ years: 0 }), job({ minYears: 0 })).reasons.find((r) => r.factor === 'experience')?.status).toBe('match');
  });

  it('asks to add what the profile lacks, with the section it is added in', () => {
    const empty = profile({ skills: new Set(), years: null, degreeId: null, locationIds: new Set(), regionIds: new Set(), hasPreferences: false, expectedMonthly: new Map(), languages: new Set() });
    const result = scoreFit(empty, job());
    const unknown = result.reasons.filter((r) => r.status === 'unknown');
    expect(unknown.map((r) => r.section).sort()).toEqual(['educations', 'job_preferences', 'job_preferences', 'languages', 'skills', 'work_experiences']);
    // Nothing known: every fact counts half.
    expect(result.score).toBe(50);
  });

  it('reads a remote job as a match anywhere, and an on-site one as missing for a remote-only seeker', () => {
    expect(scoreFit(profile(), job({ workArrangement: 'remote', locationId: null })).reasons.find((r) => r.factor === 'location')?.key).toBe('locationRemote');
    expect(scoreFit(profile({ remoteOnly: true }), job()).reasons.find((r) => r.factor === 'location')?.status).toBe('missing');
    expect(scoreFit(profile(), job({ locationId: 11 })).reasons.find((r) => r.factor === 'location')?.status).toBe('partial');
    expect(scoreFit(profile(), job({ locationId: 99, regionId: 9 })).reasons.find((r) => r.factor === 'location')?.status).toBe('missing');
  });

  it('compares the pay with the expected salary in the same currency only', () => {
    expect(scoreFit(profile(), job({ monthlyTo: 44_000 })).reasons.find((r) => r.factor === 'salary')?.status).toBe('partial');
    expect(scoreFit(profile(), job({ monthlyTo: 20_000 })).reasons.find((r) => r.factor === 'salary')?.status).toBe('missing');
    expect(scoreFit(profile(), job({ currency: 'USD' })).reasons.find((r) => r.factor === 'salary')).toBeUndefined();
    expect(scoreFit(profile(), job({ monthlyTo: null })).reasons.find((r) => r.factor === 'salary')).toBeUndefined();
  });

  it('lets a plainly missing must-have lower the whole fit, not only its own share', () => {
    // The language weighs 5 %, but a job in a language the seeker does not speak is screened out.
    const other = scoreFit(profile(), job({ language: 'japanese', languageLabel: 'Japanese' }));
    expect(other.score).toBeLessThan(80);
    const farBehind = scoreFit(profile({ years: 0 }), job({ minYears: 5 }));
    expect(farBehind.score).toBeLessThan(60);
    const otherTrade = scoreFit(profile(), job({ skills: ['Welding', 'Forklift'] }));
    expect(otherTrade.level).toBe('low');
    // A farther city or lower pay only costs its own share.
    expect(scoreFit(profile(), job({ locationId: 99, regionId: 9, monthlyTo: 20_000 })).score).toBe(75);
  });

  it('reads the level from the score', () => {
    expect([95, 80, 79, 60, 59, 40, 39, 0].map(fitLevel)).toEqual(['strong', 'strong', 'good', 'good', 'fair', 'fair', 'low', 'low']);
  });
});

describe('the profile facts fit reads', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  it('counts overlapping work periods once', () => {
    const years = yearsOfWork(
      [
        { from: new Date('2020-01-01'), to: new Date('2022-01-01') },
        { from: new Date('2021-01-01'), to: null },
      ],
      null,
      null,
      now,
    );
    expect(years).toBeCloseTo(6 + 10 / 12, 5);
  });
  it('falls back to working-since, then the level', () => {
    expect(yearsOfWork([], new Date('2024-11-01'), null, now)).toBe(2);
    expect(yearsOfWork([], null, 3, now)).toBe(3);
    expect(yearsOfWork([], null, null, now)).toBeNull();
  });
  it('maps a job language code to the profile language key', () => {
    expect(spokenKeyOf('zh-CN')).toBe('mandarin');
    expect(spokenKeyOf('fil')).toBe('filipino');
    expect(spokenKeyOf(null)).toBeNull();
  });
});
