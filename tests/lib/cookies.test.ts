import { describe, expect, it } from 'vitest';
import { cookieValue } from '@/lib/cookies';

describe('cookieValue', () => {
  it('finds one cookie in a Cookie header or document.cookie, with or without spaces', () => {
    expect(cookieValue('a=1; sessionid=tok; b=2', 'sessionid')).toBe('tok');
    expect(cookieValue('a=1;sessionid=tok', 'sessionid')).toBe('tok');
    expect(cookieValue('sessionid=tok', 'sessionid')).toBe('tok');
  });

  it('percent-decodes the value and keeps "=" inside it', () => {
    expect(cookieValue('user=%7B%22id%22%3A1%7D', 'user')).toBe('{"id":1}');
    expect(cookieValue('token=abc==', 'token')).toBe('abc==');
  });

  it('matches the whole name, not a prefix or suffix', () => {
    expect(cookieValue('recruiter_user=x; guest_user=y', 'user')).toBeNull();
    expect(cookieValue('users=x; user=y', 'user')).toBe('y');
  });

  it('takes the first of two cookies with the same name', () => {
    expect(cookieValue('geo=ph; geo=sg', 'geo')).toBe('ph');
  });

  it('is null when absent, when there is no header, or when the value is not valid percent-encoding', () => {
    expect(cookieValue('a=1', 'user')).toBeNull();
    expect(cookieValue('', 'user')).toBeNull();
    expect(cookieValue(null, 'user')).toBeNull();
    expect(cookieValue(undefined, 'user')).toBeNull();
    expect(cookieValue('user=%E0%A4%A', 'user')).toBeNull();
  });

  it('gives an empty string for a cookie set to nothing', () => {
    expect(cookieValue('user=; a=1', 'user')).toBe('');
  });
});
