import { Hono } from 'hono';
import { accountDeleteBodySchema } from '@/lib/schemas/account-delete';
import { proveOwner } from '../../auth/owner-proof';
import { deleteAccountRows } from '../../domain/account-deletion';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { accountContext } from './account-support';

/**
 * POST /jobseeker/account/delete: the seeker ends their account, proved by the current password
 * or a code mailed to the current email (docs/decisions/0034). In one transaction:
 * - counting rows that only remember the account's id (job tracking) lose it;
 * - mail and text messages sent to its addresses leave the outbox;
 * - the user row goes, and with it (foreign keys ON DELETE CASCADE) every session, device,
 *   code, profile part, resume and file record, application, saved job, chat with its messages,
 *   interview, offer, blocked company, notification and preference.
 * Then the stored files' bytes are removed. The session that asked is gone: the next call is a 401.
 */
export function accountDeleteRoutes(services: PlatformServices) {
  return new Hono<AppEnv>().post('/account/delete', requireUser(), validate('json', accountDeleteBodySchema, 'body'), async (c) => {
    const context = await accountContext(c, services);
    const { db, user } = context;
    await proveOwner(context, c.get('body'), true);

    const keys = await deleteAccountRows(db, user);

    let removed = 0;
    for (const key of keys) {
      try {
        await services.storage.delete(key);
        removed += 1;
      } catch (error) {
        c.get('log').error({ err: error, key }, 'could not remove a deleted account’s file');
      }
    }
    c.get('log').info({ userId: user.id, files: removed }, 'account deleted');
    return ok(c, { deleted: true as const, files_removed: removed });
  });
}
