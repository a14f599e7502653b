import { ClientError, ResponseBodyError } from 'openid-client';

/**
 * Why a social login failed, from the platform's side: the provider refused the user's
 * credentials (a bad, replayed or foreign code, state, nonce or token), or the provider could not
 * be used (unreachable, slow, 5xx, or its discovery failed). The first is the provider's
 * "invalid social credentials" code of platform spec §8; the second a 50001.
 */
export type SocialFailureKind = 'invalid' | 'unavailable';

const networkErrorNames = new Set(['TimeoutError', 'AbortError']);

function statusOf(error: unknown): number | undefined {
  if (error instanceof ResponseBodyError) return error.status;
  if (error instanceof ClientError && error.cause instanceof Response) return error.cause.status;
  return undefined;
}

function kindOf(error: unknown): SocialFailureKind {
  if (error instanceof SocialProviderError) return error.kind;
  const status = statusOf(error);
  if (status !== undefined) return status >= 500 ? 'unavailable' : 'invalid';
  if (error instanceof Error && networkErrorNames.has(error.name)) return 'unavailable';
  // undici's network failure, and jose's JWKS fetch timing out.
  if (error instanceof TypeError && error.message === 'fetch failed') return 'unavailable';
  if ((error as { code?: unknown })?.code === 'ERR_JWKS_TIMEOUT') return 'unavailable';
  return 'invalid';
}

export class SocialProviderError extends Error {
  readonly kind: SocialFailureKind;
  /** Which step failed (discovery, code exchange, userinfo, profile, ID token). */
  readonly step: string;

  constructor(kind: SocialFailureKind, step: string, cause: unknown) {
    super(`social login ${step}: ${kind}`, { cause });
    this.name = 'SocialProviderError';
    this.kind = kind;
    this.step = step;
  }

  static from(step: string, error: unknown): SocialProviderError {
    if (error instanceof SocialProviderError) return error;
    return new SocialProviderError(kindOf(error), step, error);
  }

  /**
   * What may be logged: names and codes, never a message or body that could quote a code, a
   * token or a claim (the acceptance of the accounts issue).
   */
  logFields(): Record<string, unknown> {
    const cause = this.cause as { name?: unknown; code?: unknown; error?: unknown } | undefined;
    return {
      step: this.step,
      kind: this.kind,
      cause: typeof cause?.name === 'string' ? cause.name : undefined,
      causeCode: typeof cause?.code === 'string' ? cause.code : undefined,
      oauthError: typeof cause?.error === 'string' ? cause.error : undefined,
      status: statusOf(this.cause),
    };
  }
}
