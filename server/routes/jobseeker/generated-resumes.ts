import { Hono } from 'hono';
import { maxResumeDrafts } from '@/lib/resume-templates';
import { generateResumeBodySchema } from '@/lib/schemas/generated-resumes';
import { loadProfile } from '../../domain/profile';
import {
  assertDraftRoom,
  deleteDraft,
  draftLanguage,
  ownDraftFile,
  recordDraft,
  resumeDraftWhat as what,
  resumeDrafts,
} from '../../domain/resume-drafts';
import { cleanFilename } from '../../domain/resume-files';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import { resumeContent } from '../../resume/content';
import { renderResumeIsolated } from '../../resume/render';
import { idPattern, rowId } from './path';
import { serveResume } from './resumes';
import { personName } from '@/lib/person-name';

/** Resumes one seeker may generate in an hour: each takes a tenth of a second or more of the platform's CPU. */
export const resumeGenerationsPerHour = 20;

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
      // Checked before the work of setting the PDF; checked again under the lock when it is recorded.
      await assertDraftRoom(db, userId);
      const limit = await services.limiter.hit(`generateResume:${userId}`, resumeGenerationsPerHour, 3600, c.get('now'));
      if (!limit.allowed) throw AppError.tooManyAttempts(limit.retryAfter);

      const profile = await loadProfile(db, userId);
      const language = await draftLanguage(db, userId, body.language, c.get('language').slug);
      const { bytes, missing } = await renderResumeIsolated(await resumeContent(db, profile, language), body.template_id);
      const name = personName(profile.first_name, profile.last_name) || 'Resume';
      const filename = cleanFilename(`${name} - ${body.template_id}.pdf`, 'pdf');

      const key = await services.storage.put(bytes, 'pdf');
      try {
        const draft = await recordDraft(db, { userId, filename, size: bytes.length, storageKey: key, now: c.get('now') });
        return ok(c, { ...draft, missing_characters: missing }, 201);
      } catch (error) {
        await services.storage.delete(key);
        throw error;
      }
    })
    .get('/generated-resumes', requireUser(), async (c) => {
      return ok(c, { drafts: await resumeDrafts(c.get('db'), c.get('userId')), max: maxResumeDrafts });
    })
    .get(`/generated-resumes/:id{${idPattern}}/download`, requireUser(), async (c) => {
      const file = await ownDraftFile(c.get('db'), c.get('userId'), rowId(c, what));
      return serveResume(c, services.storage, file);
    })
    .delete(`/generated-resumes/:id{${idPattern}}/delete`, requireUser(), async (c) => {
      const id = rowId(c, what);
      const storageKey = await deleteDraft(c.get('db'), c.get('userId'), id, c.get('now'));
      await services.storage.delete(storageKey).catch((error: unknown) => c.get('log').warn({ err: error, id }, 'resume draft bytes not deleted'));
      return ok(c, { id });
    });
}
