import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq, isNull } from 'drizzle-orm';
import { licenseAttachmentTypes, licenseBodySchema, profileLimits, ruleMessages } from '@/lib/schemas/jobseeker';
import type { Database } from '../../db/client';
import { files, licenseCertifications } from '../../db/schema';
import { findOwned, listLicenses } from '../../domain/profile';
import { checkUpload } from '../../domain/profile-files';
import { attachmentUrl, firstDayOf, toLicense } from '../../domain/profile-records';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readTarget, validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { contentDisposition } from '../../storage/files';
import { idPattern, rowId } from './path';

type Body = ReturnType<typeof licenseBodySchema.parse>;
type FileRow = typeof files.$inferSelect;
const what = 'License or certification';

function columns(body: Body) {
  return {
    name: body.name,
    issuingOrganisation: body.issuing_organisation,
    credentialId: body.credential_id,
    credentialUrl: body.credential_url,
    issueDate: firstDayOf(body.issue_date),
    expiryDate: body.expiry_date ? firstDayOf(body.expiry_date) : null,
    isPermanent: body.is_permanent,
    attachmentFileId: body.attachment_file_id,
  };
}

/** An attachment the user uploaded and still has; anything else names the field. */
async function ownAttachment(db: Database, userId: number, fileId: number | null): Promise<FileRow | null> {
  if (fileId === null) return null;
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.userId, userId), eq(files.kind, 'license'), isNull(files.deletedAt)))
    .limit(1);
  if (!file) throw AppError.validation({ attachment_file_id: [ruleMessages.fileRequired] });
  return file;
}

/** A replaced or deleted attachment: its bytes go, its row stays marked deleted. */
async function dropAttachment(db: Database, services: PlatformServices, fileId: number | null, now: Date) {
  if (fileId === null) return;
  const [file] = await db.update(files).set({ deletedAt: now }).where(eq(files.id, fileId)).returning();
  if (file) await services.storage.delete(file.storageKey);
}

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
        const storageKey = await services.storage.put(upload.bytes, upload.type.extension);
        const [file] = await c
          .get('db')
          .insert(files)
          .values({
            userId: c.get('userId'),
            kind: 'license',
            filename: upload.filename,
            mimeType: upload.type.mime,
            size: upload.bytes.byteLength,
            storageKey,
            createdAt: c.get('now'),
          })
          .returning();
        const row = file as FileRow;
        return ok(c, { id: row.id, filename: row.filename, mime_type: row.mimeType, size: row.size, url: attachmentUrl(row.id) }, 201);
      },
    )
    .get(`/license-certifications/attachments/:id{${idPattern}}`, requireUser(), async (c) => {
      const id = rowId(c, 'Attachment');
      const [file] = await c
        .get('db')
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.userId, c.get('userId')), eq(files.kind, 'license'), isNull(files.deletedAt)))
        .limit(1);
      const bytes = file ? await services.storage.get(file.storageKey) : null;
      if (!file || !bytes) throw AppError.notFound('Attachment');
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mimeType,
        'Content-Disposition': contentDisposition('inline', file.filename),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .post('/license-certifications/create', requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const input = c.get('body');
      const file = await ownAttachment(db, userId, input.attachment_file_id);
      const now = c.get('now');
      const [row] = await db.insert(licenseCertifications).values({ userId, ...columns(input), createdAt: now, updatedAt: now }).returning();
      return ok(c, toLicense(row as typeof licenseCertifications.$inferSelect, file), 201);
    })
    .patch(`/license-certifications/:id{${idPattern}}/update`, requireUser(), body, async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      const before = await findOwned(db, licenseCertifications, id, userId, what);
      const input = c.get('body');
      const file = await ownAttachment(db, userId, input.attachment_file_id);
      const [row] = await db
        .update(licenseCertifications)
        .set({ ...columns(input), updatedAt: c.get('now') })
        .where(and(eq(licenseCertifications.id, id), eq(licenseCertifications.userId, userId)))
        .returning();
      if (before.attachmentFileId !== input.attachment_file_id) await dropAttachment(db, services, before.attachmentFileId, c.get('now'));
      return ok(c, toLicense(row as typeof licenseCertifications.$inferSelect, file));
    })
    .delete(`/license-certifications/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      const before = await findOwned(db, licenseCertifications, id, userId, what);
      await db.delete(licenseCertifications).where(and(eq(licenseCertifications.id, id), eq(licenseCertifications.userId, userId)));
      await dropAttachment(db, services, before.attachmentFileId, c.get('now'));
      return ok(c, { id, deleted: true });
    });
}
