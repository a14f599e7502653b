import { describe, expect, it } from 'vitest';
import { identityNameMatches } from '@/server/domain/identity-match';
import { identityFromClaims } from '@/server/identity/verifier';

describe('identityNameMatches', () => {
  it('matches a registered name whatever the case, order of parts and punctuation', () => {
    expect(identityNameMatches({ firstName: 'Ah Kow', lastName: 'Tan' }, 'TAN AH KOW')).toBe(true);
    expect(identityNameMatches({ firstName: 'Mary-Ann', lastName: "O'Neil" }, 'O NEIL, MARY ANN')).toBe(true);
    expect(identityNameMatches({ firstName: 'Ｍｅｉ', lastName: 'Lim' }, 'LIM MEI')).toBe(true);
  });

  it('matches names written without spaces in either order', () => {
    expect(identityNameMatches({ firstName: '大文', lastName: '陈' }, '陈大文')).toBe(true);
    expect(identityNameMatches({ firstName: '大文', lastName: '陈' }, '陈 大文')).toBe(true);
  });

  it('refuses another name, a part missing or added, and empty names', () => {
    expect(identityNameMatches({ firstName: 'Erin', lastName: 'Tester' }, 'TAN AH KOW')).toBe(false);
    expect(identityNameMatches({ firstName: 'Ah', lastName: 'Tan' }, 'TAN AH KOW')).toBe(false);
    expect(identityNameMatches({ firstName: 'Ah Kow Boon', lastName: 'Tan' }, 'TAN AH KOW')).toBe(false);
    expect(identityNameMatches({ firstName: '', lastName: '' }, 'TAN AH KOW')).toBe(false);
    expect(identityNameMatches({ firstName: 'Ah Kow', lastName: 'Tan' }, ' ,. ')).toBe(false);
  });
});

describe('identityFromClaims', () => {
  it('reads the national id and name from UserInfo, Myinfo-style wrapped values, or the Singpass subject', () => {
    expect(identityFromClaims({ sub: 'x' }, { uinfin: 's1234567d', name: 'TAN AH KOW' })).toEqual({ nationalId: 'S1234567D', name: 'TAN AH KOW' });
    expect(identityFromClaims({ sub: 'x' }, { uinfin: { value: 'S1234567D' }, name: { value: 'TAN AH KOW' } }).nationalId).toBe('S1234567D');
    expect(identityFromClaims({ sub: 's=S1234567D,u=0f1e', name: 'TAN AH KOW' }, null).nationalId).toBe('S1234567D');
  });

  it('refuses claims without a national id or a name', () => {
    expect(() => identityFromClaims({ sub: 'plain-subject', name: 'TAN' }, null)).toThrow();
    expect(() => identityFromClaims({ sub: 's=S1234567D,u=1' }, null)).toThrow();
  });
});
