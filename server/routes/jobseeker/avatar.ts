import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { avatarTypes, profileLimits, ruleMessages } from '@/lib/schemas/jobseeker';
import { avatarFile, saveAvatar } from '../../domain/avatars';
import { checkUpload } from '../../domain/profile-files';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readTarget } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';

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
        const form = (await readTarget(c, 'form')) as Record<string, unknown>;
        const upload = await checkUpload(form.avatar, { field: 'avatar', maxBytes, types: avatarTypes, filename: form.filename });
        return ok(c, await saveAvatar(c.get('db'), services.storage, { userId: c.get('userId'), upload, now: c.get('now') }), 201);
      },
    )
    .get(`/avatars/:key{${storageKeyPattern}}`, async (c) => {
      const key = c.req.param('key');
      const file = await avatarFile(c.get('db'), key);
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
