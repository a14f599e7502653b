import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxResumes, resumeServerMaxBytes, resumeTypes, type UploadedResume } from '@/lib/schemas/applications';
import { opensAs } from '../../domain/document-opens';
import { cleanFilename, resumeExtensionOf, sniffResume } from '../../domain/resume-files';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import type { PlatformServices } from '../../platform-services';
import { rowsOf } from '../../search/rows';

const tooLarge = () => AppError.validation({ file: [`File size exceeds the limit of ${resumeServerMaxBytes / 1024 / 1024}MB`] });

/**
 * POST /jobseeker/resume/upload (multipart `file`): a PDF, DOC or DOCX of at most 30 MB, the
 * larger of the catalogue's two readings (the form asks for under 5 MB; docs/decisions/0017).
 * The type is read from the bytes, must agree with the name's extension and the file must open
 * as that type (server/domain/document-opens.ts), else 41281. At most three
 * resumes per seeker (41170). Stored through the storage interface; the row names the owner.
 */
export function resumeRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .get('/resumes', requireUser(), async (c) => {
      // Only the caller's own, live resumes: another seeker's never appear here.
      const rows = rowsOf<{ id: number; filename: string; mime_type: string; size: number; created_at: string | Date }>(
        await c.get('db').execute(sql`
          select id, filename, mime_type, size, created_at from files
          where user_id = ${c.get('userId')} and kind = 'resume' and deleted_at is null
          order by created_at desc, id desc`),
      );
      const resumes: UploadedResume[] = rows.map((row) => ({
        id: Number(row.id),
        filename: row.filename,
        mime_type: row.mime_type,
        size: Number(row.size),
        created_at: new Date(row.created_at).toISOString(),
      }));
      return ok(c, { resumes });
    })
    .post(
    '/resume/upload',
    requireUser(),
    // Refused before the body is read: a multipart envelope adds a little to the file itself.
    bodyLimit({ maxSize: resumeServerMaxBytes + 64 * 1024, onError: () => Promise.reject(tooLarge()) }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => {
        throw AppError.validation({ file: ['Send the resume as multipart form data'] });
      });
      const file = form.file;
      if (!(file instanceof File)) throw AppError.validation({ file: ['Choose a resume file'] });
      if (file.size === 0) throw AppError.validation({ file: ['The file is empty'] });
      if (file.size > resumeServerMaxBytes) throw tooLarge();
      const named = resumeExtensionOf(file.name);
      if (!named) throw AppError.validation({ file: ['Uploaded file extension not supported: use PDF, DOC or DOCX'] });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const actual = sniffResume(bytes);
      // The bytes must say the named type and open as it (a renamed HTML page with a `%PDF-`
      // header does not): 41281, the catalogue's "could not be parsed", naming the file field.
      if (actual !== named || !(await opensAs(bytes, named))) {
        const message = `The file is not a valid ${named.toUpperCase()} document: it does not open as one`;
        throw new AppError(41281, { message, data: { errors: { file: [message] } } });
      }

      const db = c.get('db');
      const userId = c.get('userId');
      const key = await services.storage.put(bytes, actual);
      try {
        const row = await db.transaction(async (tx) => {
          // The user's row serialises concurrent uploads, so the limit of three holds under races.
          await tx.execute(sql`select id from users where id = ${userId} for update`);
          const [held] = rowsOf<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from files where user_id = ${userId} and kind = 'resume' and deleted_at is null`),
          );
          if (Number(held?.n ?? 0) >= maxResumes) throw new AppError(41170);
          const [inserted] = rowsOf<{ id: number; filename: string; mime_type: string; size: number; created_at: string | Date }>(
            await tx.execute(sql`
              insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
              values (${userId}, 'resume', ${cleanFilename(file.name, actual)}, ${resumeTypes[actual]}, ${bytes.length}, ${key},
                ${c.get('now').toISOString()}::timestamptz)
              returning id, filename, mime_type, size, created_at`),
          );
          return inserted;
        });
        if (!row) throw new Error('The resume row was not written');
        const resume: UploadedResume = {
          id: Number(row.id),
          filename: row.filename,
          mime_type: row.mime_type,
          size: Number(row.size),
          created_at: new Date(row.created_at).toISOString(),
        };
        return ok(c, resume, 201);
      } catch (error) {
        await services.storage.delete(key);
        throw error;
      }
    },
  );
}
