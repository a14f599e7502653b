import 'server-only';
import type { SocialType } from '@/lib/schemas/auth';
import { socialProvidersSchema } from '@/lib/schemas/social';
import { unwrap } from './http-base';
import { serverHttp } from './server';

/** The providers change only with the platform's configuration: asked once a minute at most. */
const ttlMs = 60 * 1000;
let cached: { expires: number; types: Promise<SocialType[]> } | undefined;

/**
 * GET /auth/social/providers, for the social buttons (server-rendered): the providers that have
 * credentials on the platform, the same for every site and language.
 */
export function socialProviders(): Promise<SocialType[]> {
  if (cached && cached.expires > Date.now()) return cached.types;
  const types = serverHttp({ country: 'com', language: 'en-us', device: 'web' })
    .get('/auth/social/providers')
    .then((response) => unwrap(socialProvidersSchema, response.data).social_types);
  const entry = { expires: Date.now() + ttlMs, types };
  cached = entry;
  // A failure is not kept: the next page asks again.
  types.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return types;
}
