import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  setTranslationBodySchema,
  translationLanguageParamsSchema,
  translationOverrideParamsSchema,
} from '@/lib/schemas/translations';
import { overrideProblems, removeOverride, setOverride, translationContent, translationManifest } from '../../domain/translations/overrides';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { tooLarge } from '../../http/input-guard';
import { validate } from '../../http/validate';
import type { PlatformServices } from '../../platform-services';
import * as apiCode from '@/lib/schemas/api-codes';

/** The header an admin call carries its token in (not Authorization, which names a user's session). */
export const translationsAdminHeader = 'x-admin-token';

/** A change is one string of at most 2000 characters: 16 KB is plenty. */
const changeBodyBytes = 16 * 1024;

/** What the routes read of the platform's services (the token is read per request). */
type TranslationSettings = Pick<PlatformServices, 'translationsAdminToken'>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Admin calls carry the token from TRANSLATIONS_ADMIN_TOKEN; without one configured they are
 * turned off. Compared as SHA-256 digests in constant time, so neither the content nor the
 * length of the token leaks through timing. Missing: 401 (40003); wrong or turned off: 403 (40005).
 */
function requireTranslationsAdmin(settings: TranslationSettings): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const expected = settings.translationsAdminToken ? digest(settings.translationsAdminToken) : null;
    const given = c.req.header(translationsAdminHeader);
    if (!given) throw new AppError(apiCode.noCredentials, { message: `Send the translations admin token in the ${translationsAdminHeader} header` });
    if (!expected) throw new AppError(apiCode.noPermission, { message: 'Changing translations over the API is turned off (no TRANSLATIONS_ADMIN_TOKEN)' });
    if (!timingSafeEqual(digest(given), expected)) throw new AppError(apiCode.noPermission, { message: 'The translations admin token is wrong' });
    await next();
  };
}

/**
 * The translation provider (core spec §7, §9; docs/decisions/0037). Reading is public: the
 * manifest (a version per language) and a language's overrides. Changing a string is an admin
 * call; it bumps the language's version, which the web checks every revalidation window.
 */
export function translationRoutes(settings: TranslationSettings) {
  const admin = requireTranslationsAdmin(settings);
  const capped = bodyLimit({ maxSize: changeBodyBytes, onError: () => Promise.reject(tooLarge(changeBodyBytes)) });

  return new Hono<AppEnv>()
    .get('/manifest', async (c) => ok(c, await translationManifest(c.get('db'))))
    .get('/:lang', validate('param', translationLanguageParamsSchema, 'params'), async (c) => {
      return ok(c, await translationContent(c.get('db'), c.get('params').lang));
    })
    .put(
      '/:lang/messages/:key',
      admin,
      capped,
      validate('param', translationOverrideParamsSchema, 'params'),
      validate('json', setTranslationBodySchema, 'body'),
      async (c) => {
        const { lang, key } = c.get('params');
        const { value } = c.get('body');
        const problems = overrideProblems(lang, key, value);
        if (Object.keys(problems).length > 0) throw AppError.validation(problems as Record<string, string[]>);
        return ok(c, await setOverride(c.get('db'), lang, key, value, c.get('now')));
      },
    )
    .delete('/:lang/messages/:key', admin, validate('param', translationOverrideParamsSchema, 'params'), async (c) => {
      const { lang, key } = c.get('params');
      const problems = overrideProblems(lang, key, null);
      if (Object.keys(problems).length > 0) throw AppError.validation(problems as Record<string, string[]>);
      const change = await removeOverride(c.get('db'), lang, key, c.get('now'));
      if (!change) throw AppError.notFound(`An override of ${key} in ${lang}`);
      return ok(c, change);
    });
}
