import { createSession } from '@/server/auth/sessions';
import { users } from '@/server/db/schema';
import type { TestPlatform } from './platform';

let sequence = 0;

/** A signed-in job seeker straight in the database: the user row and a live session token. */
export async function createSignedInUser(
  platform: TestPlatform,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; token: string; headers: Record<string, string> }> {
  sequence += 1;
  const [user] = await platform.handle.db
    .insert(users)
    .values({
      email: `seeker-${process.pid}-${sequence}@example.test`,
      passwordHash: 'not-a-login-test',
      firstName: 'Test',
      lastName: `Seeker ${sequence}`,
      ...fields,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  const token = await createSession(platform.handle.db, { userId: user.id, kind: 'user', now: platform.now });
  return { id: user.id, token, headers: { Authorization: `Bearer ${token}` } };
}
