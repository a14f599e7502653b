import { describe, expect, it } from 'vitest';
import { handoffDecision, isHandoffHost, parseHandoffHosts } from '@/lib/handoff';

const allowed = parseHandoffHosts('employer.localhost:3100, Resume.Example.com');
const base = { language: 'en-us' as const, allowedHosts: allowed, handoffPath: '/en-us/jobseeker-login-redirect?redirectUrl=x' };

describe('the hand-off allow list', () => {
  it('reads a comma-separated list, lower-cased', () => {
    expect(allowed).toEqual(['employer.localhost:3100', 'resume.example.com']);
    expect(parseHandoffHosts(undefined)).toEqual([]);
  });

  it('matches a host with a port on that port only, one without on any port', () => {
    expect(isHandoffHost(new URL('http://employer.localhost:3100/x'), allowed)).toBe(true);
    expect(isHandoffHost(new URL('http://employer.localhost:3101/x'), allowed)).toBe(false);
    expect(isHandoffHost(new URL('https://resume.example.com:8443/x'), allowed)).toBe(true);
    expect(isHandoffHost(new URL('https://evil-resume.example.com/x'), allowed)).toBe(false);
  });
});

describe('where the hand-off goes', () => {
  it('sends a signed-in user to an allowed site with the session and the modal flag appended', () => {
    const decision = handoffDecision({ ...base, redirectUrl: 'https://resume.example.com/builder?step=2', sessionId: 'tok' });
    expect(decision.kind).toBe('external');
    const url = new URL(decision.location);
    expect(url.origin).toBe('https://resume.example.com');
    expect(url.pathname).toBe('/builder');
    expect(url.searchParams.get('step')).toBe('2');
    expect(url.searchParams.get('sessionid')).toBe('tok');
    expect(url.searchParams.get('isAppRedirectModalClosed')).toBe('1');
  });

  it('asks a visitor who is not signed in to log in first, then come back to the hand-off', () => {
    const decision = handoffDecision({ ...base, redirectUrl: 'http://employer.localhost:3100/', sessionId: null });
    expect(decision).toEqual({
      kind: 'local',
      location: `/en-us/get-started?redirect=${encodeURIComponent(base.handoffPath)}`,
    });
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a lookalike host', 'https://resume.example.com.evil.example/'],
    ['credentials before an allowed host', 'https://resume.example.com@evil.example/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a malformed URL', 'http://'],
    ['nothing', null],
  ])('keeps %s on this site, at home', (_, redirectUrl) => {
    expect(handoffDecision({ ...base, redirectUrl, sessionId: 'tok' })).toEqual({ kind: 'local', location: '/en-us' });
  });

  it('never appends the session to a disallowed host, signed in or not', () => {
    for (const sessionId of ['tok', null]) {
      const decision = handoffDecision({ ...base, redirectUrl: 'https://evil.example/?sessionid=', sessionId });
      expect(decision.location).not.toContain('evil');
    }
  });

  it('follows a path on this site in the current language', () => {
    expect(handoffDecision({ ...base, redirectUrl: '/my-jobs?tab=saved', sessionId: 'tok' })).toEqual({
      kind: 'local',
      location: '/en-us/my-jobs?tab=saved',
    });
    expect(handoffDecision({ ...base, redirectUrl: '/ja-jp/onsite-job', sessionId: null }).location).toBe('/en-us/onsite-job');
  });
});
