import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { accountPaintHash, accountPaintScript } from '@/lib/account-paint';
import { pageScripts, scriptHash } from '@/web-server/inline-scripts';
import { contentSecurityPolicy } from '@/web/security-headers';

// Run with the DOM tests (a .tsx file): in the node project a worker shares its globals between
// files, and a module loaded before (PDF.js polyfills Iterator on Node 20) makes jsdom's window
// refer to an Iterator its own realm lacks. jsdom ships no types and the project adds none for
// one test: its constructor, as used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { runScripts: 'dangerously'; url: string; beforeParse: (window: Window) => void },
  ) => { window: Window };
};

/** The header's account slot as the server renders it signed out, then the script. */
function header(cookie?: string) {
  const dom = new JSDOM(
    `<header><div data-account-slot=""><a data-signed-out="">Log in</a><span data-account-shell="">` +
      `<a data-account-prompt="">Complete your profile</a><a><span data-account-initial=""></span>` +
      `<span data-account-name="" data-fallback="Account settings"></span></a></span></div>` +
      `<script>${accountPaintScript}</script></header>`,
    {
      runScripts: 'dangerously',
      url: 'http://ph.localhost/en-us',
      beforeParse: (window) => {
        if (cookie !== undefined) window.document.cookie = cookie;
      },
    },
  );
  const slot = dom.window.document.querySelector('[data-account-slot]') as Element;
  return {
    state: slot.getAttribute('data-account'),
    name: slot.querySelector('[data-account-name]')?.getAttribute('data-account-name'),
    initial: slot.querySelector('[data-account-initial]')?.getAttribute('data-account-initial'),
  };
}

const user = (fields: Record<string, unknown>) =>
  `user=${encodeURIComponent(JSON.stringify({ id: 7, active_key: 1, first_name: 'ana', last_name: 'Cruz', is_profile_completed: false, ...fields }))}`;

describe('the first-paint account script', () => {
  it('marks the slot with who is signed in and whether the profile is complete', () => {
    expect(header(user({}))).toEqual({ state: 'incomplete', name: 'ana', initial: 'A' });
    expect(header(user({ is_profile_completed: true, first_name: '', last_name: 'Cruz' }))).toEqual({ state: 'complete', name: 'Cruz', initial: 'C' });
    expect(header(user({ first_name: '', last_name: '' }))).toEqual({ state: 'incomplete', name: 'Account settings', initial: 'A' });
  });

  it('leaves the signed-out header alone without a user cookie, or with one that is not a user', () => {
    const signedOut = { state: null, name: '', initial: '' };
    expect(header()).toEqual(signedOut);
    expect(header('user=not%20json')).toEqual(signedOut);
    expect(header(`user=${encodeURIComponent('{"first_name":"x"}')}`)).toEqual(signedOut);
    expect(header('guest_session=1')).toEqual(signedOut);
  });

  it('writes a name as an attribute, never as markup', () => {
    const shown = header(user({ first_name: '<img src=x onerror=alert(1)>' }));
    expect(shown.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('is allowed by its hash on per-request pages and among a cached page\'s hashes', () => {
    expect(accountPaintHash).toBe(scriptHash(accountPaintScript));
    const perRequest = contentSecurityPolicy({ nonce: 'abc', https: false, development: false });
    expect(perRequest).toMatch(new RegExp(`script-src [^;]*${accountPaintHash.replace(/[+/=]/g, '\\$&')}`));
    // Beside 'unsafe-inline' a hash would turn it off for the framework's scripts.
    expect(contentSecurityPolicy({ https: false, development: false })).not.toContain(accountPaintHash);
    expect(pageScripts(`<body><script>${accountPaintScript}</script><script>evil()</script></body>`)).toEqual({ hashes: [accountPaintHash], foreign: 1 });
  });
});
