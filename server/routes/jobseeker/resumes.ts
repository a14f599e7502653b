import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxResumes, resumeServerMaxBytes, resumeTypes } from '@/lib/schemas/applications';
import {
  type AttachedResume,
  autoSendBodySchema,
  renameResumeBodySchema,
  resumeNameMessages,
  sendResumeEmailBodySchema,
} from '@/lib/schemas/resumes';
import { resumeSyncStates } from '@/lib/schemas/resume-parsing';
import { resumeBaseName, resumeFormatOf, resumeNameProblem } from '@/lib/resume-rules';
import { hashToken, randomToken } from '../../auth/tokens';
import { partyOfSession } from '../../chat/party';
import type { Database } from '../../db/client';
import { opensAs } from '../../domain/document-opens';
import { parseFormIsolated } from '../../http/isolated-form';
import { cleanFilename, resumeExtensionOf, sniffResume } from '../../domain/resume-files';
import { queueResumeParse } from '../../domain/resume-import';
import { AppError } from '../../http/app-error';
import { assertRoleHeader, requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { rowsOf } from '../../search/rows';
import { contentDisposition, type FileStorage } from '../../storage/files';
import { idPattern, rowId } from './path';
import * as apiCode from '@/lib/schemas/api-codes';

const what = 'Resume';
const tooLarge = () => AppError.validation({ file: [`File size exceeds the limit of ${resumeServerMaxBytes / 1024 / 1024}MB`] });

/** How long a link sent by POST /jobseeker/send-resume-email downloads the resume. */
export const resumeShareDays = 7;
/** Resumes one seeker may send by email in an hour (each mail goes to an address they type). */
const resumeEmailsPerHour = 10;

interface ResumeRow {
  id: number;
  filename: string;
  mime_type: string;
  size: number;
  created_at: string | Date;
  sync_state: string | null;
  imported_at: string | Date | null;
  auto_send: boolean;
  parse_id?: number | null;
}

const resumeColumns = sql`id, filename, mime_type, size, created_at, sync_state, imported_at, auto_send`;
/** The latest reading of each resume (server/resume-parsing): its id is the parse id. */
const parseIdColumn = sql`(select max(p.id) from resume_parses p where p.file_id = files.id) as parse_id`;

function toResume(row: ResumeRow): AttachedResume {
  return {
    id: Number(row.id),
    filename: row.filename,
    mime_type: row.mime_type,
    size: Number(row.size),
    created_at: new Date(row.created_at).toISOString(),
    format: resumeFormatOf(row.mime_type),
    syncable: row.sync_state === 'completed',
    auto_send: Boolean(row.auto_send),
    sync_state: resumeSyncStates.find((state) => state === row.sync_state) ?? null,
    parse_id: row.parse_id == null ? null : Number(row.parse_id),
    imported_at: row.imported_at == null ? null : new Date(row.imported_at).toISOString(),
  };
}

/** The caller's own live resume; another seeker's, a deleted one or none at all is a 404 alike. */
async function ownResume(db: Database, userId: number, id: number): Promise<ResumeRow & { storage_key: string }> {
  const [row] = rowsOf<ResumeRow & { storage_key: string }>(
    await db.execute(sql`
      select ${resumeColumns}, ${parseIdColumn}, storage_key from files
      where id = ${id} and user_id = ${userId} and kind = 'resume' and deleted_at is null`),
  );
  if (!row) throw AppError.notFound(what);
  return row;
}

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
      const rows = rowsOf<ResumeRow>(
        await c.get('db').execute(sql`
          select ${resumeColumns}, ${parseIdColumn} from files
          where user_id = ${c.get('userId')} and kind = 'resume' and deleted_at is null
          order by created_at desc, id desc`),
      );
      return ok(c, { resumes: rows.map(toResume) });
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
            if (Number(held?.n ?? 0) >= maxResumes) throw new AppError(apiCode.resumeLimit);
            const [inserted] = rowsOf<ResumeRow>(
              await tx.execute(sql`
                insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
                values (${userId}, 'resume', ${cleanFilename(file.name, actual)}, ${resumeTypes[actual]}, ${bytes.length}, ${key},
                  ${c.get('now').toISOString()}::timestamptz)
                returning ${resumeColumns}`),
            );
            if (!inserted) throw new Error('The resume row was not written');
            // Read in the background (platform spec §4 Resume sync): the answer carries the parse id at once.
            const parseId = await queueResumeParse(tx, userId, Number(inserted.id));
            // A seeker who has not completed the profile came by a quick upload (core spec §4: step page 1101).
            await tx.execute(sql`update users set flags = flags || '{"quick_upload": true}'::jsonb where id = ${userId} and not is_profile_completed`);
            return { ...inserted, sync_state: 'analysing', parse_id: parseId };
          });
          if (!row) throw new Error('The resume row was not written');
          return ok(c, toResume(row), 201);
        } catch (error) {
          await services.storage.delete(key);
          throw error;
        }
      },
    )
    .put(`/resumes/:id{${idPattern}}/rename`, requireUser(), validate('json', renameResumeBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const resume = await ownResume(db, c.get('userId'), rowId(c, what));
      const format = resumeFormatOf(resume.mime_type);
      const base = resumeBaseName(c.get('body').filename, format);
      const problem = resumeNameProblem(base);
      if (problem) throw AppError.validation({ filename: [resumeNameMessages[problem]] });
      const [row] = rowsOf<ResumeRow>(
        await db.execute(sql`update files set filename = ${`${base}.${format}`} where id = ${resume.id} returning ${resumeColumns}, ${parseIdColumn}`),
      );
      return ok(c, toResume(row as ResumeRow));
    })
    .put(`/resumes/:id{${idPattern}}/auto-send`, requireUser(), validate('json', autoSendBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const resume = await ownResume(db, userId, rowId(c, what));
      const on = c.get('body').auto_send;
      await db.transaction(async (tx) => {
        // One auto-send resume per seeker (a unique partial index holds it too).
        if (on) await tx.execute(sql`update files set auto_send = false where user_id = ${userId} and kind = 'resume' and auto_send and id <> ${resume.id}`);
        await tx.execute(sql`update files set auto_send = ${on} where id = ${resume.id}`);
      });
      return ok(c, toResume({ ...resume, auto_send: on }));
    })
    .delete(`/resumes/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const id = rowId(c, what);
      const resume = await ownResume(db, userId, id);
      if (resume.auto_send) throw new AppError(apiCode.autoSendResume);
      // Conditional on the flag, so a concurrent switch to auto-send cannot lose the file it names.
      const deleted = rowsOf<{ id: number }>(
        await db.execute(sql`
          update files set deleted_at = ${c.get('now').toISOString()}::timestamptz
          where id = ${id} and user_id = ${userId} and deleted_at is null and not auto_send returning id`),
      );
      if (deleted.length === 0) throw new AppError(apiCode.autoSendResume);
      // The row stays for the applications that name it; the document itself is gone.
      await services.storage.delete(resume.storage_key).catch((error: unknown) => c.get('log').warn({ err: error, id }, 'resume bytes not deleted'));
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
      await db.execute(sql`
        insert into resume_shares (file_id, token_hash, email, expires_at, created_at)
        values (${resume.id}, ${hashToken(token)}, ${email}, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
      const [sender] = rowsOf<{ first_name: string; last_name: string }>(
        await db.execute(sql`select first_name, last_name from users where id = ${userId}`),
      );
      const link = new URL(`/api/jobseeker/resumes/shared/${token}`, services.webOrigin(c.get('country').key)).toString();
      await services.mailer.send({
        channel: 'email',
        to: email,
        template: 'resume_shared',
        languageSlug: c.get('language').slug,
        values: {
          sender: `${sender?.first_name ?? ''} ${sender?.last_name ?? ''}`.trim() || email,
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
      const party = await partyOfSession(db, session);
      // A seeker's own uploads here (generated ones have their own download); a recruiter: the
      // seeker applied with it (uploaded or generated, issue 35 item 3) to one of their jobs, or
      // sent an uploaded one to them in a chat.
      const allowed =
        party.role === 'jobseeker'
          ? sql`f.kind = 'resume' and f.user_id = ${party.userId}`
          : sql`(exists (select 1 from job_applications a join jobs j on j.id = a.job_id
                   where a.resume_file_id = f.id and a.user_id = f.user_id and j.recruiter_id = ${party.partyId})
                 or f.kind = 'resume' and exists (select 1 from chat_messages m join chats ch on ch.id = m.chat_id
                   where ch.jobseeker_id = f.user_id and ch.recruiter_id = ${party.partyId}
                     and m.type = 'resume' and m.payload ->> 'resume_id' = ${String(id)}))`;
      const [file] = rowsOf<{ filename: string; mime_type: string; storage_key: string }>(
        await db.execute(sql`
          select f.filename, f.mime_type, f.storage_key from files f
          where f.id = ${id} and f.deleted_at is null and ${allowed}`),
      );
      if (!file) throw AppError.notFound(what);
      return serveResume(c, services.storage, file);
    })
    .get('/resumes/shared/:token', async (c) => {
      const token = c.req.param('token');
      // Links carry 43 base64url characters; anything else names no share.
      if (!/^[\w-]{20,100}$/.test(token)) throw AppError.notFound(what);
      const [file] = rowsOf<{ filename: string; mime_type: string; storage_key: string }>(
        await c.get('db').execute(sql`
          select f.filename, f.mime_type, f.storage_key from resume_shares s join files f on f.id = s.file_id
          where s.token_hash = ${hashToken(token)} and s.expires_at > ${c.get('now').toISOString()}::timestamptz
            and f.deleted_at is null`),
      );
      if (!file) throw AppError.notFound(what);
      return serveResume(c, services.storage, file);
    });
}
