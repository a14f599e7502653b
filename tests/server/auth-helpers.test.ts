import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from '@/server/auth/client-ip';
import { splitInternational, smsAllowedFor } from '@/server/auth/phone-numbers';
import { parseServerEnv } from '@/server/env';
import { maskEmail, maskPhone } from '@/server/mail/mask';
import { webOriginFromPattern } from '@/server/platform-services';

async function addressSeen(hops: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops) ?? 'unknown'));
  const response = await app.request('/', { headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {} });
  return response.text();
}

describe('clientIp', () => {
  it('takes the entry the outermost trusted proxy added, counted from the right', async () => {
    expect(await addressSeen(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '10.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(2, '198.51.100.3, 203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await addressSeen(3, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('ignores the header when no proxy is trusted, and anything that is not an address', async () => {
    expect(await addressSeen(0, '203.0.113.9')).toBe('unknown');
    expect(await addressSeen(1, 'evil, <script>')).toBe('unknown');
    expect(await addressSeen(1)).toBe('unknown');
  });
});

describe('masking', () => {
  it('keeps enough of an email or phone to recognise it', () => {
    expect(maskEmail('maria.santos@example.com')).toBe('ma***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
    expect(maskPhone('+639171234567')).toBe('+63********67');
  });
});

describe('phone numbers', () => {
  it('splits an international number at the longest known prefix', () => {
    expect(splitInternational('+852 9123 4567')).toEqual({ prefix: '+852', rest: '91234567' });
    expect(splitInternational('+6591234567')).toEqual({ prefix: '+65', rest: '91234567' });
    expect(splitInternational('+999123456')).toBeNull();
    expect(splitInternational('91234567')).toBeNull();
  });

  it('allows SMS where a country using the prefix does', () => {
    expect(smsAllowedFor('+63')).toBe(true);
    expect(smsAllowedFor('+1')).toBe(true);
    expect(smsAllowedFor('+886')).toBe(false);
    expect(smsAllowedFor('+49')).toBe(false);
  });
});

describe('accounts settings', () => {
  it('builds each country’s web origin from the pattern', () => {
    expect(webOriginFromPattern('http://{key}.localhost:3000')('ph')).toBe('http://ph.localhost:3000');
    expect(webOriginFromPattern('https://{key}.hireloop.example/')('jp')).toBe('https://jp.hireloop.example');
  });

  it('reads SMTP_URL, MAIL_FROM, WEB_ORIGIN_PATTERN and TRUSTED_PROXY_HOPS, naming a bad one', () => {
    const env = parseServerEnv({ SMTP_URL: 'smtp://mail.example:587', WEB_ORIGIN_PATTERN: 'https://{key}.hireloop.example', TRUSTED_PROXY_HOPS: '2' });
    expect(env).toMatchObject({ SMTP_URL: 'smtp://mail.example:587', TRUSTED_PROXY_HOPS: 2, MAIL_FROM: 'Hireloop <no-reply@hireloop.localhost>' });
    expect(parseServerEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(parseServerEnv({}).WEB_ORIGIN_PATTERN).toBe('http://{key}.localhost:3000');
    expect(() => parseServerEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => parseServerEnv({ WEB_ORIGIN_PATTERN: 'https://{key}.example/path' })).toThrow(/WEB_ORIGIN_PATTERN/);
    expect(() => parseServerEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});
