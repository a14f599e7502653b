import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { licenseAttachmentTypes, licenseBodySchema, profileLimits, ruleMessages } from '@/lib/schemas/jobseeker';
import { createLicense, deleteLicense, licenseAttachment, licenseName, saveLicenseAttachment, updateLicense } from '../../domain/licenses';
import { listLicenses } from '../../domain/profile';
import { checkUpload } from '../../domain/profile-files';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readTarget, validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { contentDisposition } from '../../storage/files';
import { idPattern, rowId } from './path';

/**
 * /jobseeker/license-certifications: list, create, update, delete (core spec §7 Profile), and
 * the attachment (PNG, JPG or PDF, platform spec §9): uploaded first, then named by id in the
 * create or update body; read back by its owner only.
 */
export function licenseRoutes(services: PlatformServices) {
  const body = validate('json', licenseBodySchema, 'body');
  const maxBytes = profileLimits.licenseAttachmentMaxBytes;
  return new Hono<AppEnv>()
    .get('/license-certifications', requireUser(), async (c) =>
      ok(c, { license_certifications: await listLicenses(c.get('db'), c.get('userId')) }),
    )
    .post(
      '/license-certifications/upload-attachment',
      requireUser(),
      // The body is read whole: cut it off before it grows past the limit and some form overhead.
      bodyLimit({
        maxSize: maxBytes + 64 * 1024,
        onError: () => {
          throw AppError.validation({ file: [ruleMessages.fileTooLarge.replace('{max}', String(maxBytes / (1024 * 1024)))] });
        },
      }),
      async (c) => {
        const form = (await readTarget(c, 'form')) as Record<string, unknown>;
        const upload = await checkUpload(form.file, { field: 'file', maxBytes, types: licenseAttachmentTypes, filename: form.filename });
        return ok(c, await saveLicenseAttachment(c.get('db'), services.storage, { userId: c.get('userId'), upload, now: c.get('now') }), 201);
      },
    )
    .get(`/license-certifications/attachments/:id{${idPattern}}`, requireUser(), async (c) => {
      const file = await licenseAttachment(c.get('db'), c.get('userId'), rowId(c, 'Attachment'));
      const bytes = file ? await services.storage.get(file.storageKey) : null;
      if (!file || !bytes) throw AppError.notFound('Attachment');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mimeType,
        'Content-Disposition': contentDisposition('inline', file.filename),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/license-certifications/create', requireUser(), body, async (c) =>
      ok(c, await createLicense(c.get('db'), { userId: c.get('userId'), body: c.get('body'), now: c.get('now') }), 201),
    )
    .patch(`/license-certifications/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const id = rowId(c, licenseName);
      return ok(c, await updateLicense(c.get('db'), services.storage, id, { userId: c.get('userId'), body: c.get('body'), now: c.get('now') }));
    })
    .delete(`/license-certifications/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const id = rowId(c, licenseName);
      return ok(c, await deleteLicense(c.get('db'), services.storage, id, { userId: c.get('userId'), now: c.get('now') }));
    });
}
