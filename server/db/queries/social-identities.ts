import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { socialIdentities, users } from '../schema';

/**
 * The links of a provider's user (provider, subject) to an account (`social_identities`), moved
 * from server/auth/social/accounts.ts (issue 34).
 */

/** The account linked to this provider's user. */
export async function linkedUserOf(db: Database, provider: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links a provider's user to an account; a link taken already fails on the unique key (23505). */
export async function insertSocialIdentity(db: Database, link: typeof socialIdentities.$inferInsert): Promise<void> {
  await db.insert(socialIdentities).values(link);
}
