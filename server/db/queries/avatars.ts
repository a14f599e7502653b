import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { files, users } from '../schema';

/** A seeker's avatar uploads (`files` of kind `avatar`) in Drizzle's query builder, moved from the route (decision 0087). */

export async function countAvatarsSince(tx: Database, userId: number, since: Date): Promise<number> {
  const [counted] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.kind, 'avatar'), gt(files.createdAt, since)));
  return Number(counted?.count ?? 0);
}

export async function insertAvatarFile(
  tx: Database,
  avatar: { userId: number; filename: string; mimeType: string; size: number; storageKey: string; now: Date },
): Promise<typeof files.$inferSelect | undefined> {
  const [file] = await tx
    .insert(files)
    .values({
      userId: avatar.userId,
      kind: 'avatar',
      filename: avatar.filename,
      mimeType: avatar.mimeType,
      size: avatar.size,
      storageKey: avatar.storageKey,
      createdAt: avatar.now,
    })
    .returning();
  return file;
}

/** Marks the user's other live avatars deleted and answers their keys; the rows stay so the daily count holds. */
export async function retireOtherAvatars(tx: Database, userId: number, keepId: number, now: Date): Promise<{ storageKey: string }[]> {
  return tx
    .update(files)
    .set({ deletedAt: now })
    .where(and(eq(files.userId, userId), eq(files.kind, 'avatar'), isNull(files.deletedAt), ne(files.id, keepId)))
    .returning({ storageKey: files.storageKey });
}

export async function setUserAvatar(tx: Database, userId: number, url: string, now: Date): Promise<void> {
  await tx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, userId));
}

/** The live avatar stored under this key. */
export async function findAvatarFile(db: Database, key: string): Promise<typeof files.$inferSelect | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, key), eq(files.kind, 'avatar'), isNull(files.deletedAt)))
    .limit(1);
  return file;
}
