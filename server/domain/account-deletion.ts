import type { Database } from '../db/client';
import { deleteUserRow, dropOutboxTo, fileKeysOf, forgetTrackingEvents } from '../db/queries/account-deletion';
import type { users } from '../db/schema';

/**
 * Ends an account in one transaction (docs/decisions/0034): tracking rows forget it, the outbox
 * drops what waits for its addresses, and the user row goes with every row that cascades from it.
 * Answers the keys of its stored files, whose bytes the caller removes.
 */
export async function deleteAccountRows(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'email' | 'phoneNum' | 'phoneCountryCode'>,
): Promise<string[]> {
  const phone = user.phoneNum ? `${user.phoneCountryCode ?? ''}${user.phoneNum}` : null;
  return db.transaction(async (tx) => {
    const keys = await fileKeysOf(tx, user.id);
    await forgetTrackingEvents(tx, user.id);
    await dropOutboxTo(
      tx,
      [user.email, phone].filter((value): value is string => Boolean(value)),
    );
    await deleteUserRow(tx, user.id);
    return keys;
  });
}
