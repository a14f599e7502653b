import { describe, expect, it } from 'vitest';
import { personName } from '@/lib/person-name';

/** Issue 33, item 3: names in the order they are written. */
describe('personName', () => {
  it.each([
    ['由紀', '田中', '田中 由紀'],
    ['伟', '王', '王 伟'],
    ['ゆき', 'たなか', 'たなか ゆき'],
    ['민준', '김', '김 민준'],
    ['Maria', 'Santos', 'Maria Santos'],
    ['Yuki', 'Tanaka', 'Yuki Tanaka'],
    ['محمد', 'العلي', 'محمد العلي'],
    ['Maria', '', 'Maria'],
    ['', '田中', '田中'],
    [null, null, ''],
    ['  Ana ', ' Reyes ', 'Ana Reyes'],
  ])('%s + %s → %s', (first, last, expected) => {
    expect(personName(first, last)).toBe(expected);
  });
});
