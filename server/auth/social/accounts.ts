import type { Database } from '../../db/client';
import { insertSocialIdentity, linkedUserOf } from '../../db/queries/social-identities';
import { AppError } from '../../http/app-error';
import { createAccount, findUserByEmail, markEmailProven, type UserRow } from '../accounts';
import type { SocialIdentity } from './identity';
import * as apiCode from '@/lib/schemas/api-codes';

export interface SocialSignInContext {
  now: Date;
  countryKey: string;
  languageSlug: string;
  source: string;
  /** What a client said about the user, used only where the provider said nothing (Apple's names). */
  fallback?: { firstName?: string; lastName?: string; avatar?: string };
}

export interface SocialSignIn {
  user: UserRow;
  isNewAccount: boolean;
}

/** A name as the registration rules keep it: no '+', one space between words, at most 50 characters. */
function cleanName(value: string | undefined | null): string {
  return (value ?? '').replaceAll('+', ' ').replace(/\s+/g, ' ').trim().slice(0, 50).trim();
}

function cleanAvatar(value: string | undefined | null): string | null {
  if (!value || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

async function link(db: Database, identity: SocialIdentity, userId: number, email: string | null, now: Date): Promise<void> {
  await insertSocialIdentity(db, { provider: identity.provider, subject: identity.subject, userId, email, createdAt: now });
}

async function signInOnce(db: Database, identity: SocialIdentity, context: SocialSignInContext): Promise<SocialSignIn> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const linked = await linkedUserOf(tx, identity.provider, identity.subject);
    if (linked) return { user: linked, isNewAccount: false };

    const email = identity.email?.trim().toLowerCase() || null;
    const sameEmail = email ? await findUserByEmail(tx, email) : undefined;
    if (sameEmail) {
      // An address the provider does not vouch for may be someone else's: no link to their
      // account, and no second account with the same email either.
      if (!identity.emailVerified) {
        throw new AppError(apiCode.emailTaken, { data: { errors: { email: ['The email has already been taken.'] } } });
      }
      // The provider proved the address: the same rule as an emailed code (other sessions and
      // devices of a not-yet-proven account end; see server/auth/accounts.ts).
      const user = await markEmailProven(tx, sameEmail, { now: context.now });
      await link(tx, identity, user.id, email, context.now);
      return { user, isNewAccount: false };
    }

    const created = await createAccount(tx, {
      email,
      isEmailVerified: email !== null && identity.emailVerified,
      firstName: cleanName(identity.firstName || context.fallback?.firstName),
      lastName: cleanName(identity.lastName || context.fallback?.lastName),
      avatar: cleanAvatar(identity.avatar ?? context.fallback?.avatar),
      countryKey: context.countryKey,
      languageSlug: context.languageSlug,
      source: context.source,
      createdAt: context.now,
      updatedAt: context.now,
    });
    await link(tx, identity, created.id, email, context.now);
    return { user: created, isNewAccount: true };
  });
}

/** A race lost on a unique key: the (provider, subject) link or the email another request just took. */
function isLostRace(error: unknown): boolean {
  if (error instanceof AppError) return error.code === apiCode.emailTaken;
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The account of a provider's user (accounts issue): the one already linked to (provider,
 * subject); else the account with the same email when the provider verified it, linked from now
 * on; else a new password-less account with the provider's names and picture, its email
 * verified only when the provider says so. Two first logins at once meet on the unique keys;
 * the loser runs again and finds the winner's link (or the account it must not take).
 */
export async function signInWithSocialIdentity(db: Database, identity: SocialIdentity, context: SocialSignInContext): Promise<SocialSignIn> {
  try {
    return await signInOnce(db, identity, context);
  } catch (error) {
    if (!isLostRace(error)) throw error;
    return signInOnce(db, identity, context);
  }
}
