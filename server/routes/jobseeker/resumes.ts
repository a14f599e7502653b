import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { resumeServerMaxBytes } from '@/lib/schemas/applications';
import { autoSendBodySchema, renameResumeBodySchema, sendResumeEmailBodySchema } from '@/lib/schemas/resumes';
import { hashToken, randomToken } from '../../auth/tokens';
import { partyOfSession } from '../../chat/party';
import { opensAs } from '../../domain/document-opens';
import { parseFormIsolated } from '../../http/isolated-form';
import { resumeExtensionOf, sniffResume } from '../../domain/resume-files';
import {
  attachedResumes,
  attachResume,
  deleteResume,
  downloadableResume,
  ownResume,
  recordResumeShare,
  renameResume,
  resumeWhat as what,
  sharedResume,
  switchAutoSend,
} from '../../domain/resumes';
import { AppError } from '../../http/app-error';
import { assertRoleHeader, requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { contentDisposition, type FileStorage } from '../../storage/files';
import { idPattern, rowId } from './path';
import * as apiCode from '@/lib/schemas/api-codes';

const tooLarge = () => AppError.validation({ file: [`File size exceeds the limit of ${resumeServerMaxBytes / 1024 / 1024}MB`] });

/** How long a link sent by POST /jobseeker/send-resume-email downloads the resume. */
export const resumeShareDays = 7;
/** Resumes one seeker may send by email in an hour (each mail goes to an address they type). */
const resumeEmailsPerHour = 10;

/** A stored file as a download: its real type, `attachment` with an RFC 6266 name, never sniffed or cached. */
export async function serveResume(c: Context, storage: FileStorage, file: { filename: string; mime_type: string; storage_key: string }) {
  const bytes = await storage.get(file.storage_key);
  if (!bytes) throw AppError.notFound(what);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.mime_type,
    'Content-Disposition': contentDisposition('attachment', file.filename),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    // A document opened by mistake in the platform's origin still runs nothing.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}

/**
 * Attached resumes (core spec §7 Resumes; platform spec §3, §5, §6, §8, §9):
 * - GET /jobseeker/resumes: the caller's, newest first (name, format, size, upload time, syncable, auto-send).
 * - POST /jobseeker/resume/upload (multipart `file`): a PDF, DOC or DOCX of at most 30 MB, the
 *   larger of the catalogue's two readings (the form asks for under 5 MB; decisions 0017, 0038).
 *   The type is read from the bytes, must agree with the name's extension and the file must open
 *   as that type (server/domain/document-opens.ts), else 41281. At most three (41170).
 * - PUT /jobseeker/resumes/{id}/rename (filename): not empty, at most 100 characters, no special
 *   characters; the extension stays the file's real type.
 * - PUT /jobseeker/resumes/{id}/auto-send (auto_send): the one resume chat sends by itself.
 * - DELETE /jobseeker/resumes/{id}/delete: not the auto-send resume (41186); the bytes go too.
 * - POST /jobseeker/send-resume-email (email, resume_id): mails a link that downloads it for 7 days.
 * - GET /jobseeker/resumes/{id}/download: its owner, or a recruiter the seeker applied to with it
 *   or sent it to in chat; anyone else a 404 (platform spec §6: not viewable without permission).
 * - GET /jobseeker/resumes/shared/{token}: the emailed link.
 */
export function resumeRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .get('/resumes', requireUser(), async (c) => {
      return ok(c, { resumes: await attachedResumes(c.get('db'), c.get('userId')) });
    })
    .post(
      '/resume/upload',
      requireUser(),
      // Refused before the body is read: a multipart envelope adds a little to the file itself.
      bodyLimit({ maxSize: resumeServerMaxBytes + 64 * 1024, onError: () => Promise.reject(tooLarge()) }),
      async (c) => {
        const form = await parseFormIsolated(c).catch(() => {
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
          throw new AppError(apiCode.resumeUnreadable, { message, data: { errors: { file: [message] } } });
        }

        const key = await services.storage.put(bytes, actual);
        try {
          const resume = await attachResume(c.get('db'), {
            userId: c.get('userId'),
            filename: file.name,
            type: actual,
            size: bytes.length,
            storageKey: key,
            now: c.get('now'),
          });
          return ok(c, resume, 201);
        } catch (error) {
          await services.storage.delete(key);
          throw error;
        }
      },
    )
    .put(`/resumes/:id{${idPattern}}/rename`, requireUser(), validate('json', renameResumeBodySchema, 'body'), async (c) => {
      return ok(c, await renameResume(c.get('db'), c.get('userId'), rowId(c, what), c.get('body').filename));
    })
    .put(`/resumes/:id{${idPattern}}/auto-send`, requireUser(), validate('json', autoSendBodySchema, 'body'), async (c) => {
      return ok(c, await switchAutoSend(c.get('db'), c.get('userId'), rowId(c, what), c.get('body').auto_send));
    })
    .delete(`/resumes/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const id = rowId(c, what);
      const { storageKey } = await deleteResume(c.get('db'), c.get('userId'), id, c.get('now'));
      // The row stays for the applications that name it; the document itself is gone.
      await services.storage.delete(storageKey).catch((error: unknown) => c.get('log').warn({ err: error, id }, 'resume bytes not deleted'));
      return ok(c, { id });
    })
    .post('/send-resume-email', requireUser(), validate('json', sendResumeEmailBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const now = c.get('now');
      const { email, resume_id: resumeId } = c.get('body');
      const resume = await ownResume(db, userId, resumeId);
      const limit = await services.limiter.hit(`resumeEmailPerUser:${userId}`, resumeEmailsPerHour, 3600, now);
      if (!limit.allowed) throw AppError.tooManyAttempts(limit.retryAfter);
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + resumeShareDays * 24 * 3600 * 1000);
      const { sender } = await recordResumeShare(db, { resumeId: resume.id, userId, tokenHash: hashToken(token), email, expiresAt, now });
      const link = new URL(`/api/jobseeker/resumes/shared/${token}`, services.webOrigin(c.get('country').key)).toString();
      await services.mailer.send({
        channel: 'email',
        to: email,
        template: 'resume_shared',
        languageSlug: c.get('language').slug,
        values: {
          sender,
          filename: resume.filename,
          days: resumeShareDays,
          link,
        },
      });
      return ok(c, { sent: true as const, expires_at: expiresAt.toISOString() });
    })
    .get(`/resumes/:id{${idPattern}}/download`, async (c) => {
      const session = c.get('session');
      assertRoleHeader(session, c.req.header('role-id'));
      const id = rowId(c, what);
      const db = c.get('db');
      const file = await downloadableResume(db, await partyOfSession(db, session), id);
      return serveResume(c, services.storage, file);
    })
    .get('/resumes/shared/:token', async (c) => {
      const token = c.req.param('token');
      // Links carry 43 base64url characters; anything else names no share.
      if (!/^[\w-]{20,100}$/.test(token)) throw AppError.notFound(what);
      const file = await sharedResume(c.get('db'), token, c.get('now'));
      return serveResume(c, services.storage, file);
    });
}
