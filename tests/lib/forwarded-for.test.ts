import { describe, expect, it } from 'vitest';
import { forwardedClient, headerList } from '@/lib/forwarded-for';

describe('headerList', () => {
  it('splits on commas, trims, drops blanks and joins repeated headers', () => {
    expect(headerList(' 203.0.113.9 , ,10.0.0.1')).toEqual(['203.0.113.9', '10.0.0.1']);
    expect(headerList(['203.0.113.9', '10.0.0.1, 10.0.0.2'])).toEqual(['203.0.113.9', '10.0.0.1', '10.0.0.2']);
    expect(headerList(undefined)).toEqual([]);
    expect(headerList(null)).toEqual([]);
  });
});

describe('forwardedClient', () => {
  it('is the N-th entry from the right for N trusted proxies', () => {
    expect(forwardedClient('198.51.100.1, 203.0.113.9, 10.0.0.1', 1)).toBe('10.0.0.1');
    expect(forwardedClient('198.51.100.1, 203.0.113.9, 10.0.0.1', 2)).toBe('203.0.113.9');
  });

  it('ignores what a client wrote to the left of what the trusted proxies appended', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('takes the first entry when the chain is shorter than the trusted hops', () => {
    expect(forwardedClient('203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('is undefined with no trusted proxy or no entry', () => {
    expect(forwardedClient('203.0.113.9', 0)).toBeUndefined();
    expect(forwardedClient('', 1)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
  });
});
