import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/catalogue';
import { flattenMessages, overlayMessages } from '@/lib/message-overlay';

const base = {
  GetStarted: { title: 'Get started', form: { email: 'Email', submit: 'Continue' } },
  Header: { home: 'Home' },
};

describe('overlayMessages', () => {
  it('replaces the strings it names and leaves every other one', () => {
    const result = overlayMessages(base, { 'GetStarted.form.submit': 'Go on', 'Header.home': 'Start' });
    expect(result).toEqual({ GetStarted: { title: 'Get started', form: { email: 'Email', submit: 'Go on' } }, Header: { home: 'Start' } });
  });

  it('does not change the bundled messages it was given', () => {
    const before = structuredClone(base);
    overlayMessages(base, { 'GetStarted.form.submit': 'Go on', 'GetStarted.title': 'Welcome' });
    expect(base).toEqual(before);
  });

  it('never adds a key or replaces a namespace', () => {
    const result = overlayMessages(base, {
      'GetStarted.unknown': 'x',
      'Nope.title': 'x',
      GetStarted: 'x',
      'GetStarted.form': 'x',
      'GetStarted.title.deeper': 'x',
      '__proto__.polluted': 'x',
      'constructor.name': 'x',
    });
    expect(result).toEqual(base);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the key set of the real catalogue', async () => {
    const bundled = await loadMessages('ja-jp');
    const keys = [...flattenMessages(bundled).keys()];
    const [first, second] = keys;
    const result = overlayMessages(bundled, { [first as string]: 'A', [second as string]: 'B' });
    const flat = flattenMessages(result);
    expect([...flat.keys()]).toEqual(keys);
    expect(flat.get(first as string)).toBe('A');
    expect(flat.get(second as string)).toBe('B');
  });

  it('hands back the same object when there is nothing to lay over', () => {
    expect(overlayMessages(base, {})).toBe(base);
  });
});
