import { describe, expect, it } from 'vitest';
import { inNameOrder, personName } from '@/lib/person-name';

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

/** Issue 33, item 3: forms ask for the name in the order the page's readers write it. */
describe('inNameOrder', () => {
  it.each([
    ['ja-jp', ['family', 'given']],
    ['zh-cn', ['family', 'given']],
    ['zh-tw', ['family', 'given']],
    ['zh-TW', ['family', 'given']],
    ['ko', ['family', 'given']],
    ['en-us', ['given', 'family']],
    ['en-IN', ['given', 'family']],
    ['ar-ae', ['given', 'family']],
    ['es-es', ['given', 'family']],
    ['pt-br', ['given', 'family']],
    ['id-id', ['given', 'family']],
    ['ms-my', ['given', 'family']],
    ['tr-tr', ['given', 'family']],
  ])('%s asks %j', (locale, order) => {
    expect(inNameOrder(locale, 'given', 'family')).toEqual(order);
  });
});
