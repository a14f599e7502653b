import type { Context } from 'hono';
import { findLanguage, type Language } from '@/lib/languages';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/context';

/**
 * A handler's context as the app's. validate() adds its parsed part to a handler's variables,
 * which makes the context a different (invariant) type; the shared helpers read only AppEnv's.
 */
export function appContext<E extends AppEnv>(c: Context<E>): Context<AppEnv> {
  return c as unknown as Context<AppEnv>;
}

const deviceUuidPattern = /^[\w.:-]{1,100}$/;

/** The Device-Uuid header when it is a sane id; anything else is no device. */
export function deviceUuidOf<E extends AppEnv>(c: Context<E>): string | null {
  const value = c.req.header('device-uuid')?.trim();
  return value && deviceUuidPattern.test(value) ? value : null;
}

/**
 * The language messages to an unknown recipient are written in: the body's language_code,
 * else the request's (Language-Id header). An unknown code is 422 naming language_code.
 */
export function bodyLanguage<E extends AppEnv>(c: Context<E>, languageCode: string | undefined): Language {
  if (!languageCode) return appContext(c).get('language');
  const language = findLanguage(languageCode);
  if (!language) throw AppError.validation({ language_code: ['Unknown language'] });
  return language;
}
