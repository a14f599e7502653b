import { describe, expect, it } from 'vitest';
import { returnPathFromReferer, withQueryParam } from '@/lib/form-return';

describe('returnPathFromReferer (no-script forms, issue 36 item 1)', () => {
  it('keeps the page a form was posted from on this host, without its language', () => {
    expect(returnPathFromReferer('http://ph.localhost:3000/en-us/jobs-hiring/nurse-jobs?page=2', 'ph.localhost:3000')).toBe('/jobs-hiring/nurse-jobs?page=2');
    expect(returnPathFromReferer('https://ph.example.com/ja-jp', 'PH.example.com')).toBe('/');
  });

  it('refuses another host, another scheme, a missing or malformed referer', () => {
    expect(returnPathFromReferer('http://evil.example/en-us/jobs-hiring/x-jobs', 'ph.localhost:3000')).toBeNull();
    expect(returnPathFromReferer('javascript:alert(1)', 'ph.localhost:3000')).toBeNull();
    expect(returnPathFromReferer(null, 'ph.localhost:3000')).toBeNull();
    expect(returnPathFromReferer('not a url', 'ph.localhost:3000')).toBeNull();
    expect(returnPathFromReferer('http://ph.localhost:3000/en-us', null)).toBeNull();
  });

  it('refuses a path a browser would read as another host', () => {
    expect(returnPathFromReferer('http://ph.localhost:3000//evil.example/x', 'ph.localhost:3000')).toBeNull();
    expect(returnPathFromReferer('http://ph.localhost:3000/%2F%2Fevil.example', 'ph.localhost:3000')).toBeNull();
  });
});

describe('withQueryParam', () => {
  it('sets one parameter and keeps the rest', () => {
    expect(withQueryParam('/jobs-hiring/job-search?page=2', 'intent', 'save:7')).toBe('/jobs-hiring/job-search?page=2&intent=save%3A7');
    expect(withQueryParam('/job/nurse-7?intent=apply%3A7', 'intent', 'save:7')).toBe('/job/nurse-7?intent=save%3A7');
  });
});
