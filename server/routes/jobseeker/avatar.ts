import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { avatarTypes, profileLimits, ruleMessages } from '@/lib/schemas/jobseeker';
import { files, users } from '../../db/schema';
import { lockUser } from '../../domain/job-preferences';
import { checkUpload } from '../../domain/profile-files';
import { avatarUrl } from '../../domain/profile-records';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readTarget } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

const dayMs = 24 * 60 * 60 * 1000;
const storageKeyPattern = '[0-9a-f-]{36}\\.(?:jpg|png|bmp)';

/**
 * POST /jobseeker/upload-avatar (multipart `avatar` and `filename`): JPG, PNG or BMP by their
 * bytes, up to 10 MB here while the form holds to the stricter 2 MB (platform spec §9, "both
 * readings"), 5 a day (41292). GET /jobseeker/avatars/{key} serves it: the key is random, and
 * an avatar is shown to anyone the profile is shown to, so it needs no session.
 */
export function avatarRoutes(services: PlatformServices) {
  const maxBytes = profileLimits.avatarServerMaxBytes;
  return new Hono<AppEnv>()
    .post(
      '/upload-avatar',
      requireUser(),
      bodyLimit({
        maxSize: maxBytes + 64 * 1024,
        onError: () => {
          throw AppError.validation({ avatar: [ruleMessages.fileTooLarge.replace('{max}', String(maxBytes / (1024 * 1024)))] });
        },
      }),
      async (c) => {
        const db = c.get('db');
        const userId = c.get('userId');
        const now = c.get('now');
        const form = (await readTarget(c, 'form')) as Record<string, unknown>;
        const upload = await checkUpload(form.avatar, { field: 'avatar', maxBytes, types: avatarTypes, filename: form.filename });
        const result = await db.transaction(async (tx) => {
          await lockUser(tx, userId);
          const [counted] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(files)
            .where(and(eq(files.userId, userId), eq(files.kind, 'avatar'), gt(files.createdAt, new Date(now.getTime() - dayMs))));
          const today = Number(counted?.count ?? 0);
          if (today >= profileLimits.avatarsPerDay) throw new AppError(apiCode.avatarUploadLimit);
          const storageKey = await services.storage.put(upload.bytes, upload.type.extension);
          const [file] = await tx
            .insert(files)
            .values({ userId, kind: 'avatar', filename: upload.filename, mimeType: upload.type.mime, size: upload.bytes.byteLength, storageKey, createdAt: now })
            .returning();
          const previous = await tx
            .update(files)
            .set({ deletedAt: now })
            .where(and(eq(files.userId, userId), eq(files.kind, 'avatar'), isNull(files.deletedAt), ne(files.id, file?.id ?? 0)))
            .returning({ storageKey: files.storageKey });
          const url = avatarUrl(storageKey);
          await tx.update(users).set({ avatar: url, updatedAt: now }).where(eq(users.id, userId));
          return { url, previous, left: profileLimits.avatarsPerDay - today - 1 };
        });
        // Older avatars are no longer shown anywhere; their rows stay so the daily count holds.
        for (const old of result.previous) await services.storage.delete(old.storageKey);
        return ok(c, { avatar: result.url, uploads_left_today: result.left }, 201);
      },
    )
    .get(`/avatars/:key{${storageKeyPattern}}`, async (c) => {
      const key = c.req.param('key');
      const [file] = await c
        .get('db')
        .select()
        .from(files)
        .where(and(eq(files.storageKey, key), eq(files.kind, 'avatar'), isNull(files.deletedAt)))
        .limit(1);
      const bytes = file ? await services.storage.get(file.storageKey) : null;
      if (!file || !bytes) throw AppError.notFound('Avatar');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mimeType,
        // Each upload gets a new key, so a key's bytes never change.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
