import { profileLimits } from '@/lib/schemas/jobseeker';
import type { Database } from '../db/client';
import { countAvatarsSince, findAvatarFile, insertAvatarFile, retireOtherAvatars, setUserAvatar } from '../db/queries/avatars';
import { lockUser } from '../db/queries/users';
import { AppError } from '../http/app-error';
import type { FileStorage } from '../storage/files';
import type { CheckedUpload } from './profile-files';
import { avatarUrl } from './profile-records';
import * as apiCode from '@/lib/schemas/api-codes';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Stores a checked avatar and makes it the seeker's, at most `avatarsPerDay` a day (41292);
 * older avatars are no longer shown anywhere and their bytes go.
 */
export async function saveAvatar(db: Database, storage: FileStorage, ask: { userId: number; upload: CheckedUpload; now: Date }) {
  const { userId, upload, now } = ask;
  const result = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const today = await countAvatarsSince(tx, userId, new Date(now.getTime() - dayMs));
    if (today >= profileLimits.avatarsPerDay) throw new AppError(apiCode.avatarUploadLimit);
    const storageKey = await storage.put(upload.bytes, upload.type.extension);
    const file = await insertAvatarFile(tx, {
      userId,
      filename: upload.filename,
      mimeType: upload.type.mime,
      size: upload.bytes.byteLength,
      storageKey,
      now,
    });
    const previous = await retireOtherAvatars(tx, userId, file?.id ?? 0, now);
    const url = avatarUrl(storageKey);
    await setUserAvatar(tx, userId, url, now);
    return { url, previous, left: profileLimits.avatarsPerDay - today - 1 };
  });
  // Older avatars are no longer shown anywhere; their rows stay so the daily count holds.
  for (const old of result.previous) await storage.delete(old.storageKey);
  return { avatar: result.url, uploads_left_today: result.left };
}

/** The live avatar stored under this key, if any. */
export function avatarFile(db: Database, key: string) {
  return findAvatarFile(db, key);
}
