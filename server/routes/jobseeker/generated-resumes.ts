import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { isLanguageSlug, type LanguageSlug } from '@/lib/languages';
import { maxResumeDrafts } from '@/lib/resume-templates';
import { generateResumeBodySchema, type ResumeDraft } from '@/lib/schemas/generated-resumes';
import { resumeDraftKind } from '../../db/queries/resumes';
import { loadProfile } from '../../domain/profile';
import { cleanFilename } from '../../domain/resume-files';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { resumeContent } from '../../resume/content';
import { renderResumeIsolated } from '../../resume/render';
import { rowsOf } from '../../search/rows';
import { idPattern, rowId } from './path';
import { serveResume } from './resumes';
import { personName } from '@/lib/person-name';

const what = 'Resume draft';
/** Resumes one seeker may generate in an hour: each takes a tenth of a second or more of the platform's CPU. */
export const resumeGenerationsPerHour = 20;

interface DraftRow {
  id: number;
  filename: string;
  size: number;
  created_at: string | Date;
}

const toDraft = (row: DraftRow): ResumeDraft => ({
  id: Number(row.id),
  filename: row.filename,
  size: Number(row.size),
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * Generated resumes (core spec §7 Resumes; platform spec §2, §8, §9; docs/decisions/0042):
 * - POST /jobseeker/generate-resume (template_id, language?): a PDF of the caller's profile in
 *   one of the templates, in the profile's language (the account's) unless `language` names
 *   another; kept as a draft. At most 5 drafts and copies (41254). The answer names the
 *   characters no shipped font draws (`missing_characters`, shown as empty boxes). 20 an hour
 *   per seeker (40006 with `retry_after`): setting a PDF costs the platform real CPU.
 * - GET /jobseeker/generated-resumes: the caller's drafts, newest first.
 * - GET /jobseeker/generated-resumes/{id}/download: the PDF, to its owner only (anyone else 404).
 * - DELETE /jobseeker/generated-resumes/{id}/delete.
 */
export function generatedResumeRoutes(services: PlatformServices) {
  return new Hono<AppEnv>()
    .post('/generate-resume', requireUser(), validate('json', generateResumeBodySchema, 'body'), async (c) => {
      const db = c.get('db');
      const userId = c.get('userId');
      const body = c.get('body');
      const [held] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from files where user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null`),
      );
      // Checked before the work of setting the PDF; checked again under the lock below.
      if (Number(held?.n ?? 0) >= maxResumeDrafts) throw new AppError(41254);
      const limit = await services.limiter.hit(`generateResume:${userId}`, resumeGenerationsPerHour, 3600, c.get('now'));
      if (!limit.allowed) throw AppError.tooManyAttempts(limit.retryAfter);

      const profile = await loadProfile(db, userId);
      const [account] = rowsOf<{ language_slug: string }>(await db.execute(sql`select language_slug from users where id = ${userId}`));
      const language: LanguageSlug = isLanguageSlug(body.language)
        ? body.language
        : isLanguageSlug(account?.language_slug)
          ? account.language_slug
          : c.get('language').slug;
      const { bytes, missing } = await renderResumeIsolated(await resumeContent(db, profile, language), body.template_id);
      const name = personName(profile.first_name, profile.last_name) || 'Resume';
      const filename = cleanFilename(`${name} - ${body.template_id}.pdf`, 'pdf');

      const key = await services.storage.put(bytes, 'pdf');
      try {
        const row = await db.transaction(async (tx) => {
          // The user's row serialises concurrent generations, so the limit of five holds under races.
          await tx.execute(sql`select id from users where id = ${userId} for update`);
          const [count] = rowsOf<{ n: number }>(
            await tx.execute(sql`select count(*)::int as n from files where user_id = ${userId} and kind = ${resumeDraftKind} and deleted_at is null`),
          );
          if (Number(count?.n ?? 0) >= maxResumeDrafts) throw new AppError(41254);
          const [inserted] = rowsOf<DraftRow>(
            await tx.execute(sql`
              insert into files (user_id, kind, filename, mime_type, size, storage_key, created_at)
              values (${userId}, ${resumeDraftKind}, ${filename}, 'application/pdf', ${bytes.length}, ${key},
                ${c.get('now').toISOString()}::timestamptz)
              returning id, filename, size, created_at`),
          );
          return inserted;
        });
        if (!row) throw new Error('The resume draft row was not written');
        return ok(c, { ...toDraft(row), missing_characters: missing }, 201);
      } catch (error) {
        await services.storage.delete(key);
        throw error;
      }
    })
    .get('/generated-resumes', requireUser(), async (c) => {
      const rows = rowsOf<DraftRow>(
        await c.get('db').execute(sql`
          select id, filename, size, created_at from files
          where user_id = ${c.get('userId')} and kind = ${resumeDraftKind} and deleted_at is null
          order by created_at desc, id desc`),
      );
      return ok(c, { drafts: rows.map(toDraft), max: maxResumeDrafts });
    })
    .get(`/generated-resumes/:id{${idPattern}}/download`, requireUser(), async (c) => {
      const [file] = rowsOf<{ filename: string; mime_type: string; storage_key: string }>(
        await c.get('db').execute(sql`
          select filename, mime_type, storage_key from files
          where id = ${rowId(c, what)} and user_id = ${c.get('userId')} and kind = ${resumeDraftKind} and deleted_at is null`),
      );
      if (!file) throw AppError.notFound(what);
      return serveResume(c, services.storage, file);
    })
    .delete(`/generated-resumes/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const id = rowId(c, what);
      const [row] = rowsOf<{ storage_key: string }>(
        await c.get('db').execute(sql`
          update files set deleted_at = ${c.get('now').toISOString()}::timestamptz
          where id = ${id} and user_id = ${c.get('userId')} and kind = ${resumeDraftKind} and deleted_at is null
          returning storage_key`),
      );
      if (!row) throw AppError.notFound(what);
      await services.storage.delete(row.storage_key).catch((error: unknown) => c.get('log').warn({ err: error, id }, 'resume draft bytes not deleted'));
      return ok(c, { id });
    });
}
