import { describe, expect, it } from 'vitest';
import { sameOrganisation, samePeriod } from '@/server/domain/profile-match';

describe('matching a resume entry with the profile (issue 36 item 5)', () => {
  it('takes a campus suffix, case, punctuation, "the" and a legal form as the same organisation', () => {
    expect(sameOrganisation('University of the Philippines', 'University of the Philippines Diliman')).toBe(true);
    expect(sameOrganisation('UNIVERSITY OF THE PHILIPPINES, Diliman', 'University of the Philippines')).toBe(true);
    expect(sameOrganisation('Acme Corp,', 'ACME Corporation')).toBe(true);
    expect(sameOrganisation('Universidad de Chile', 'Universidad Católica de Chile')).toBe(false);
    expect(sameOrganisation('University of Manila', 'University of the Philippines')).toBe(false);
    expect(sameOrganisation('Acme', 'Acme Foods')).toBe(false);
  });

  it('takes periods as the same when their years agree and either gives the year alone', () => {
    expect(samePeriod({ from: '2014', to: '2018', current: false }, { from: '2014-06', to: '2018-04', current: false })).toBe(true);
    expect(samePeriod({ from: '2014-06', to: '2018-04', current: false }, { from: '2014-01', to: '2018-01', current: false, fromYearOnly: true, toYearOnly: true })).toBe(true);
    expect(samePeriod({ from: '2014-06', to: null, current: true }, { from: '2014-06', to: '2018-04', current: false })).toBe(true);
    expect(samePeriod({ from: '2014-06', to: '2018-04', current: false }, { from: '2014-07', to: '2018-04', current: false })).toBe(false);
    expect(samePeriod({ from: '2015', to: '2018', current: false }, { from: '2014-06', to: '2018-04', current: false })).toBe(false);
    expect(samePeriod({ from: null, to: '2018', current: false }, { from: '2014-06', to: '2018-04', current: false })).toBe(false);
  });
});
