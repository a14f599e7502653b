import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv } from './context';

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A body must say what it is (docs/decisions/0027): JSON as application/json (or a +json type),
 * uploads as multipart/form-data. The JSON reader (validate.ts) parses the text whatever the
 * header says, so without this a form on another site could post JSON as text/plain, which
 * browsers send cross-site without asking first. A request with no body needs no header.
 * Refused with 422, 40001 and the field `content-type`, before any route reads the body.
 */
export function declaredContentType(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (writes.has(c.req.method) && hasBody(c.req.raw)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const json = type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
      if (!json && type !== 'multipart/form-data') {
        throw AppError.validation({ 'content-type': ['Send the body as application/json (uploads as multipart/form-data)'] });
      }
    }
    await next();
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length.trim() !== '0';
  return request.headers.has('transfer-encoding') || request.body !== null;
}
