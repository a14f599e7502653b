import type { SocialType } from '@/lib/schemas/auth';

/** Who the provider says signed in: its stable subject, and what it shares of the profile. */
export interface SocialIdentity {
  provider: SocialType;
  /** The provider's stable id of the user (`sub`); with the provider, the key of the link. */
  subject: string;
  email: string | null;
  /** Only an email the provider marks verified may join an existing account. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

type Claims = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Apple sends booleans as strings ("true"). */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/**
 * Apple gives the user's name once, on the first authorization, as a `user` JSON parameter of
 * its form POST (never in the ID token).
 */
export function appleUserNames(value: string | null): { firstName: string | null; lastName: string | null } {
  if (!value) return { firstName: null, lastName: null };
  try {
    const name = (JSON.parse(value) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    return { firstName: text(name?.firstName), lastName: text(name?.lastName) };
  } catch {
    return { firstName: null, lastName: null };
  }
}

/**
 * An OpenID Connect identity: the ID token's claims, completed by the UserInfo answer when there
 * is one (a conforming provider puts scope claims such as email only there). The email and its
 * verification flag always come from the same source, so a flag never vouches for another address.
 */
export function oidcIdentity(
  provider: SocialType,
  idTokenClaims: Claims,
  userinfo: Claims | null = null,
  names: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
): SocialIdentity {
  const subject = text(idTokenClaims.sub);
  if (!subject) throw new Error('ID token without a subject');
  const emailSource = userinfo && text(userinfo.email) ? userinfo : idTokenClaims;
  const pick = (claim: string) => text(userinfo?.[claim]) ?? text(idTokenClaims[claim]);
  const given = pick('given_name');
  const family = pick('family_name');
  return {
    provider,
    subject,
    email: text(emailSource.email)?.toLowerCase() ?? null,
    emailVerified: isTrue(emailSource.email_verified),
    firstName: names.firstName ?? given ?? (family ? '' : (pick('name') ?? '')),
    lastName: names.lastName ?? family ?? '',
    avatar: pick('picture'),
  };
}
