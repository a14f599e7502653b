/**
 * A real OpenID provider (oidc-provider 9) for the social login tests: discovery, JWKS, the
 * authorization endpoint with PKCE required, the token and userinfo endpoints. Its own small
 * sign-in page stands in for the provider's (an email field; a cancel link answers
 * access_denied); consent is implied for the first-party clients it knows, as Google does for
 * an app already authorised. Two stand-ins for OAuth 2.0 user APIs (X's /2/users/me and
 * Facebook's /me) answer for its access tokens, so those mappings run against real tokens too.
 *
 * Run it (the e2e webServer): `node e2e/support/oidc-provider.mjs`, configured by E2E_OIDC_PORT,
 * OIDC_REDIRECT_URIS (comma-separated) and the client of oidc-settings.mjs, and for the identity
 * verification client OIDC_IDENTITY_REDIRECT_URIS. Import it (vitest):
 * `startOidcProvider({ port: 0, clients })`.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { oidcAccounts, oidcClient, oidcIdentityClient, oidcPort } from './oidc-settings.mjs';

const htmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => htmlEscapes[c]);

function signInPage({ uid, clientId, error }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to the test provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main>
<h1>Sign in to the test provider</h1>
<p>${escapeHtml(clientId)} asks to know who you are.</p>
${error ? `<p role="alert" id="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">Email address</label>
<input id="login" name="login" type="email" autocomplete="email" required ${error ? 'aria-describedby="error"' : ''}>
<button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>
</main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function bearerToken(req) {
  const match = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Starts the provider on `port` (0: any free port) of `host`. `clients` are oidc-provider client
 * metadata (client_id, client_secret, redirect_uris, …); `accounts` its users. Resolves once it
 * listens, with its issuer and a `close()`.
 */
export async function startOidcProvider({ port = 0, host = '127.0.0.1', clients, accounts = oidcAccounts } = {}) {
  // The port is taken first (the issuer names it), so a request may arrive before the provider
  // exists: it waits for it instead of hanging on a server without a handler.
  let dispatch;
  const ready = new Promise((resolve) => {
    dispatch = resolve;
  });
  const server = createServer((req, res) => {
    void ready.then((handle) => handle(req, res));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const issuer = `http://${host}:${address.port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  /**
   * A known user by sub or email. A plus tag on either (`ana.reyes+retry1@social.example`,
   * `oidc-user-ana-1001+retry1`) is another person with the same name: a new account at the
   * site, so a retried spec starts from a user the site has not seen.
   */
  const accountOf = (key) => {
    const [, local, tag, domain = ''] = /^([^+@]+)(?:\+([\w-]+))?(@.+)?$/.exec(key) ?? [];
    const account = accounts.find((candidate) => candidate.sub === `${local}${domain}` || candidate.email === `${local}${domain}`);
    if (!account || !tag) return account;
    return { ...account, sub: `${account.sub}+${tag}`, email: account.email.replace('@', `+${tag}@`) };
  };

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomUUID()] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
      // The national digital ID service's scopes (Singpass Myinfo): the national id and the registered name.
      uinfin: ['uinfin'],
      name: ['name'],
    },
    async findAccount(_ctx, sub) {
      const account = accountOf(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account, picture: account.picture ?? undefined }) };
    },
    // First-party clients: consent is implied, with the scopes the request asked for.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(String(ctx.oidc.params.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  const handleOidc = provider.callback();

  async function handleInteraction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled' }, { mergeWithLastSubmission: false });
      return;
    }
    if (req.method === 'POST') {
      const login = (await readForm(req)).get('login')?.trim().toLowerCase() ?? '';
      const account = accountOf(login);
      if (account) {
        await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage({ uid, clientId: details.params.client_id, error: 'No account with this email at the test provider.' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(signInPage({ uid, clientId: details.params.client_id }));
  }

  /** X's and Facebook's user APIs, in their own shapes, for this provider's access tokens. */
  async function handleProfile(req, res, shape) {
    const value = bearerToken(req);
    const token = value ? await provider.AccessToken.find(value) : undefined;
    const account = token ? accountOf(token.accountId) : undefined;
    if (!account) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'invalid_token' }));
      return;
    }
    const body =
      shape === 'x'
        ? { data: { id: account.sub, name: account.name, username: account.given_name.toLowerCase(), profile_image_url: account.picture ?? undefined } }
        : {
            id: account.sub,
            first_name: account.given_name,
            last_name: account.family_name,
            email: account.email,
            picture: { data: { url: account.picture ?? undefined } },
          };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  dispatch((req, res) => {
    const { pathname } = new URL(req.url ?? '/', issuer);
    const interaction = /^\/interaction\/([\w-]+)(\/abort)?$/.exec(pathname);
    const work = interaction
      ? handleInteraction(req, res, interaction[1], interaction[2] ? 'abort' : 'form')
      : pathname === '/x/2/users/me'
        ? handleProfile(req, res, 'x')
        : pathname === '/facebook/me'
          ? handleProfile(req, res, 'facebook')
          : Promise.resolve(handleOidc(req, res));
    work.catch((error) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The test provider could not handle this request: ${error?.name ?? 'Error'}`);
    });
  });

  return {
    issuer,
    port: address.port,
    provider,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly: the e2e run's provider, for the web's callback URLs.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean);
  if (redirectUris.length === 0) throw new Error('OIDC_REDIRECT_URIS must list the web callback URLs');
  const identityRedirectUris = (process.env.OIDC_IDENTITY_REDIRECT_URIS ?? '').split(',').filter(Boolean);
  const clients = [{ ...oidcClient, redirect_uris: redirectUris }];
  if (identityRedirectUris.length > 0) clients.push({ ...oidcIdentityClient, redirect_uris: identityRedirectUris });
  const running = await startOidcProvider({ port: oidcPort, clients });
  console.info(`test OpenID provider listening at ${running.issuer}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
