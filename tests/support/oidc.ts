import { type OidcClientMetadata, startOidcProvider } from '@/e2e/support/oidc-provider.mjs';
import type { OidcAccount } from '@/e2e/support/oidc-settings.mjs';

/**
 * The local OpenID provider of e2e/support/oidc-provider.mjs, in-process on a free port, and a
 * user agent that signs in at it: it follows the provider's redirects with a cookie jar, fills
 * the sign-in form (or cancels), and stops where the provider sends the user back to a client.
 */
export interface TestOidc {
  issuer: string;
  /** The URL the provider redirects the user to after signing in as `login` (an email). */
  signIn(authorizationUrl: string, login: string, options?: { cancel?: boolean }): Promise<URL>;
  close(): Promise<void>;
}

function storeCookies(jar: Map<string, string>, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!name) continue;
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * A form_post response (the provider's self-submitting form to the client): its action with the
 * posted fields as query parameters, which is how the web's callback hands them to the platform.
 */
function formPostResponse(page: string, base: URL): URL | null {
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(page)?.[1];
  if (!action) return null;
  const url = new URL(action.replaceAll('&amp;', '&'), base);
  for (const [, name, value] of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\s*\/?>/g)) {
    if (name !== undefined && value !== undefined) url.searchParams.set(name, value.replaceAll('&amp;', '&'));
  }
  return url;
}

export async function startTestOidc(clients: OidcClientMetadata[], accounts?: OidcAccount[]): Promise<TestOidc> {
  const running = await startOidcProvider({ port: 0, clients, accounts });
  const callbacks = clients.flatMap((client) => client.redirect_uris);

  return {
    issuer: running.issuer,
    close: running.close,
    async signIn(authorizationUrl, login, options = {}) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let form: URLSearchParams | undefined;
      for (let hop = 0; hop < 12; hop++) {
        if (callbacks.includes(`${url.origin}${url.pathname}`)) return url;
        const headers: Record<string, string> = { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
        if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
        const response = await fetch(url, { method: form ? 'POST' : 'GET', body: form, headers, redirect: 'manual' });
        storeCookies(jar, response);
        form = undefined;
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          url = new URL(location, url);
          continue;
        }
        const page = await response.text();
        const posted = formPostResponse(page, url);
        if (posted && callbacks.includes(`${posted.origin}${posted.pathname}`)) return posted;
        if (response.status === 200 && page.includes('name="login"')) {
          if (options.cancel) {
            url = new URL(`${url.pathname}/abort`, url);
          } else {
            form = new URLSearchParams({ login });
          }
          continue;
        }
        throw new Error(`The test provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 200)}`);
      }
      throw new Error('The test provider did not send the user back');
    },
  };
}
