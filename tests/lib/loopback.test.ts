import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '@/lib/loopback';

describe('loopback addresses', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each(['10.0.0.1', '128.0.0.1', '127.0.0', '127.0.0.1.evil', '::2', '', null, '0.0.0.0'])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
