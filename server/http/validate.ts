import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error';
import { assertSafeInput } from './input-guard';
import { parseFormIsolated } from './isolated-form';
import type { FieldErrors } from '@/lib/schemas/envelope';

/** zod issues → `{ "field.path": ["message", …] }`; a body-level issue is under "_". */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  let result: z.ZodSafeParseResult<z.infer<T>>;
  try {
    result = schema.safeParse(input) as z.ZodSafeParseResult<z.infer<T>>;
  } catch {
    // A refinement that assumed a well-typed value met a hostile one: still the caller's bad
    // input (422), not a server failure. The fuzzing test (tests/server/fuzz-routes) finds these.
    throw AppError.validation({ _: ['The request does not have the expected shape'] });
  }
  if (!result.success) throw AppError.validation(toFieldErrors(result.error));
  return result.data;
}

/** The text parts of a form value (a field may repeat); files are left to their routes. */
function textsOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((part): part is string => typeof part === 'string');
}

type Target = 'json' | 'query' | 'param' | 'form';

/** The raw part of a request a schema parses; a malformed body is a 422, never a 500. */
export async function readTarget(c: Context, target: Target): Promise<unknown> {
  switch (target) {
    case 'query':
      return c.req.query();
    case 'param':
      return c.req.param();
    case 'form': {
      // A multipart form (a file upload) is parsed in a limited worker, never on this event loop
      // (issue 29, docs/decisions/0060); a URL-encoded one is small and parsed here.
      const multipart = /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
      const form = await (multipart ? parseFormIsolated(c) : c.req.parseBody({ all: true })).catch(() => {
        throw AppError.validation({ _: ['The body is not valid form data'] });
      });
      // Files are checked by their routes; the text fields obey the same rules as JSON.
      assertSafeInput(Object.fromEntries(Object.entries(form).map(([key, value]) => [key, textsOf(value)])));
      return form;
    }
    case 'json': {
      const text = await c.req.text();
      if (text.trim() === '') return {};
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw AppError.validation({ _: ['The body is not valid JSON'] });
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw AppError.validation({ _: ['Send a JSON object'] });
      }
      assertSafeInput(body);
      return body;
    }
  }
}

/**
 * Parses one part of the request with a shared schema from lib/schemas; a bad part is a 422
 * with code 40001 and field errors, never a 500. Handlers read the result with `c.get`.
 */
export function validate<T extends z.ZodType, K extends string>(
  target: Target,
  schema: T,
  key: K,
): MiddlewareHandler<{ Variables: { [P in K]: z.infer<T> } }> {
  return async (c, next) => {
    const value = parseOrThrow(schema, await readTarget(c, target));
    c.set(key, value as never);
    await next();
  };
}
