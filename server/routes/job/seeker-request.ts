import type { Context } from 'hono';
import type { SeekerRequest } from '../../domain/my-jobs';
import type { AppEnv } from '../../http/context';

/** Who is asking, as the My Jobs domain functions take it. */
export const seekerRequest = <E extends AppEnv>(c: Context<E>): SeekerRequest => ({
  userId: c.get('userId'),
  country: c.get('country'),
  language: c.get('language'),
  now: c.get('now'),
  session: c.get('session'),
});
