import { describe, expect, it } from 'vitest';
import { webOriginMatcher } from '@/server/chat/socket-auth';

describe('the chat socket origin check (issue 30)', () => {
  const production = webOriginMatcher('https://{key}.hireloop.example');

  it('takes the page of the very site the handshake came through, scheme included', () => {
    expect(production('https://ph.hireloop.example', { 'x-forwarded-host': 'ph.hireloop.example', 'x-forwarded-proto': 'https' })).toBe(true);
    expect(production('https://ph.hireloop.example', { 'x-forwarded-host': 'ph.hireloop.example' })).toBe(true);
    expect(production('https://hireloop.example', { 'x-forwarded-host': 'hireloop.example' })).toBe(true);
  });

  it('refuses a sibling site, the bare host, another scheme and a site that is not the web', () => {
    const ph = { 'x-forwarded-host': 'ph.hireloop.example', 'x-forwarded-proto': 'https' };
    expect(production('https://sg.hireloop.example', ph)).toBe(false);
    expect(production('https://hireloop.example', ph)).toBe(false);
    expect(production('http://ph.hireloop.example', ph)).toBe(false);
    expect(production('https://ph.hireloop.example', { ...ph, 'x-forwarded-proto': 'http' })).toBe(false);
    expect(production('https://evil.example', { 'x-forwarded-host': 'evil.example' })).toBe(false);
    expect(production('https://ph.hireloop.example', { host: '127.0.0.1:4000' })).toBe(false);
  });
});
