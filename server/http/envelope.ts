import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError } from './app-error';

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ code: 0, message: 'Success', data }, status);
}

export function fail(c: Context, error: AppError) {
  return c.json({ code: error.code, message: error.message, data: error.data }, error.status);
}
