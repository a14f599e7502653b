import { z } from 'zod';

/**
 * Query-string parameter builders shared by the request schemas. Values arrive as strings on the
 * wire but the web passes numbers too, so each accepts both; an empty string (or null) counts as
 * absent, which is how the core spec's "empty search parameters are dropped" reads on the server.
 */

type Raw = string | number | null | undefined;

const isBlank = (value: Raw) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number within [min, max]; absent when blank. */
export function intParam(min: number, max: number, message = `Use a whole number from ${min} to ${max}`) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** The largest id a PostgreSQL integer column holds. */
export const maxId = 2_147_483_647;

/** A whole number within [min, max] that must be present. */
export function requiredIntParam(min: number, max: number, message: string) {
  return intParam(min, max, message).transform((value, ctx) => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** Control characters (NUL above all) that PostgreSQL text cannot hold or that mean nothing in a search. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** Trimmed text of at most `max` characters; absent when blank. */
export function textParam(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const text = String(value).replace(controlCharacters, ' ').trim().replace(/\s+/g, ' ');
      if (text === '') return undefined;
      if (text.length > max) {
        ctx.addIssue({ code: 'custom', message: `Use at most ${max} characters` });
        return z.NEVER;
      }
      return text;
    });
}

/** One of a fixed set of strings; absent when blank. */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx): T[number] | undefined => {
      if (isBlank(value)) return undefined;
      const text = String(value).trim();
      if (!(values as readonly string[]).includes(text)) {
        ctx.addIssue({ code: 'custom', message: `Use one of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return text as T[number];
    });
}

/** 1/0, true/false; absent when blank. */
export function flagParam() {
  return z
    .union([z.boolean(), z.number(), z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (typeof value === 'boolean') return value;
      if (isBlank(value as Raw)) return undefined;
      const text = String(value).trim().toLowerCase();
      if (text === '1' || text === 'true') return true;
      if (text === '0' || text === 'false') return false;
      ctx.addIssue({ code: 'custom', message: 'Use 1 or 0' });
      return z.NEVER;
    });
}

/** The most values one filter takes (platform spec §9: "max 30 in one field"). */
export const maxListValues = 30;

function splitList(value: string | number): string[] {
  return String(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Comma-separated positive ids ("1,4,7"), deduplicated; a bad value names the field (not an
 * index within it), so the filter panel can point at the filter.
 */
export function idListParam() {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx): number[] | undefined => {
      if (isBlank(value)) return undefined;
      const parts = splitList(value as string | number);
      const ids = parts.map(Number);
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > maxId)) {
        ctx.addIssue({ code: 'custom', message: 'Use comma-separated ids such as 1,4,7' });
        return z.NEVER;
      }
      if (ids.length > maxListValues) {
        ctx.addIssue({ code: 'custom', message: `Use at most ${maxListValues} values` });
        return z.NEVER;
      }
      return ids.length === 0 ? undefined : [...new Set(ids)];
    });
}

/** Comma-separated keys from a fixed set ("onsite,remote"), deduplicated. */
export function keyListParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx): T[number][] | undefined => {
      if (isBlank(value)) return undefined;
      const parts = splitList(value as string);
      if (parts.some((part) => !(values as readonly string[]).includes(part))) {
        ctx.addIssue({ code: 'custom', message: `Use comma-separated values of: ${values.join(', ')}` });
        return z.NEVER;
      }
      return parts.length === 0 ? undefined : ([...new Set(parts)] as T[number][]);
    });
}
