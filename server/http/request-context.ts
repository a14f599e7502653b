import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { countryByKey, findCountry, internationalCountryKey } from '@/lib/countries';
import { findLanguage, languageBySlug } from '@/lib/languages';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import type { AppEnv } from './context';

const requestIdPattern = /^[\w.:-]{1,100}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane), a child logger carrying it and
 * the database, and logs one line per request when it is answered.
 */
export function requestContext(db: Database, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('db', db);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

/**
 * The country and language a request speaks for, from the Country-Id and Language-Id headers
 * (a `language_code` parameter wins for localised lists). An unknown value is a 422, never a
 * silent fallback to another country's data.
 */
export function requestLocale(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const countryHeader = c.req.header('country-id');
    const languageValue = c.req.query('language_code') || c.req.header('language-id');
    const country = countryHeader ? findCountry(countryHeader) : countryByKey(internationalCountryKey);
    const language = languageValue ? findLanguage(languageValue) : languageBySlug('en-us');
    const errors: Record<string, string[]> = {};
    if (!country) errors['headers.Country-Id'] = ['Unknown country'];
    if (!language) errors['headers.Language-Id'] = ['Unknown language'];
    if (!country || !language) throw AppError.validation(errors);
    c.set('country', country);
    c.set('language', language);
    await next();
  };
}
