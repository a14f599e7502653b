import type { Context } from 'hono';
import type { z } from 'zod';
import { parseOrThrow, readTarget } from '../../http/validate';

/**
 * Parses a body that has several forms (email or phone, code or link) with the form its keys
 * name, so a bad field is reported by name (422, 40001, `errors.otp`) instead of as "no form
 * matched". A body naming none of the forms gets the union's own error.
 */
export async function parseBodyForm<const T extends readonly (readonly [readonly string[], z.ZodType])[]>(
  c: Context,
  forms: T,
  union: z.ZodType,
): Promise<z.infer<T[number][1]>> {
  const raw = await readTarget(c, 'json');
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [keys, schema] of forms) {
      if (keys.some((key) => key in raw)) return parseOrThrow(schema, raw) as z.infer<T[number][1]>;
    }
  }
  return parseOrThrow(union, raw) as z.infer<T[number][1]>;
}
