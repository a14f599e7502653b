import { type Context, Hono } from 'hono';
import { parseIdMessage, resumeImportBodySchema, validParseId } from '@/lib/schemas/resume-parsing';
import { importResume, ownParse } from '../../domain/resume-import';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';

/** The parse id of the path; a malformed one is a 422 (40001) naming `id`, like any bad input. */
function parseIdOf(c: Context): number {
  const value = c.req.param('id') ?? '';
  if (!validParseId(value)) throw AppError.validation({ id: [parseIdMessage] });
  return Number(value);
}

/**
 * Reading resumes for the profile (core spec §3, §7; platform spec §4 Resume sync):
 * - GET /jobseeker/resume/{id}/get-syncable-content: the state of the reading whose parse id the
 *   upload answered (analysing, completed, failed with its reason) and, once completed, what was
 *   found. Only its owner: another seeker's id is a 404.
 * - POST /jobseeker/resume/{id}/import (work_experiences, educations, skills, languages: indexes
 *   into the content): adds the chosen items to the profile; items already there are skipped.
 */
export function resumeParsingRoutes() {
  return new Hono<AppEnv>()
    .get('/resume/:id/get-syncable-content', requireUser(), async (c) => ok(c, await ownParse(c.get('db'), c.get('userId'), parseIdOf(c))))
    .post('/resume/:id/import', requireUser(), validate('json', resumeImportBodySchema, 'body'), async (c) =>
      ok(c, await importResume(c.get('db'), c.get('userId'), parseIdOf(c), c.get('body'), c.get('now'))),
    );
}
