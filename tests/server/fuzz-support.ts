import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * The fuzzer's material: every route of the app (from Hono's own route table, so a new route is
 * covered without touching the test), the field names of every shared request schema, and
 * malformed values of every kind the hardening issue lists.
 */

export interface RouteEntry {
  method: string;
  path: string;
}

/** Each (method, path) the app answers, middleware entries (ALL, '*') left out. */
export function appRoutes(routes: readonly { method: string; path: string }[]): RouteEntry[] {
  const seen = new Map<string, RouteEntry>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.endsWith('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** Values a path parameter is tried with; a constrained one only with those its pattern admits. */
const paramCandidates = [
  '1',
  '0',
  '9999999999',
  '2147483648',
  '%00',
  '%ED%A0%80',
  'abc',
  '-1',
  '1e309',
  'ffffffff-ffff-ffff-ffff-ffffffffffff.jpg',
  '00000000-0000-0000-0000-000000000000.png',
  '..%2F..%2Fetc%2Fpasswd',
];

/** Every concrete path for a route pattern, up to `limit`, each parameter filled with a candidate. */
export function concretePaths(pattern: string, limit = 6): string[] {
  const parts = pattern.split('/');
  let paths = [''];
  for (const part of parts.slice(1)) {
    const param = /^:(\w+)(?:\{(.+)\})?$/.exec(part);
    let options = [part];
    if (param) {
      const constraint = param[2] ? new RegExp(`^(?:${param[2]})$`) : null;
      options = paramCandidates.filter((value) => !constraint || constraint.test(value));
      if (options.length === 0) throw new Error(`No candidate fits ${part} in ${pattern}`);
    }
    paths = paths.flatMap((prefix) => options.map((option) => `${prefix}/${option}`)).slice(0, limit);
  }
  return paths;
}

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> } };

function isSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Object keys anywhere in a zod schema (through optional, pipe, union, array, record…). */
function collectKeys(schema: AnySchema, into: Set<string>, seen: Set<unknown>): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      into.add(key);
      if (isSchema(child)) collectKeys(child, into, seen);
    }
  }
  for (const field of ['innerType', 'in', 'out', 'element', 'left', 'right', 'keyType', 'valueType', 'schema']) {
    const child = def[field];
    if (isSchema(child)) collectKeys(child, into, seen);
  }
  if (Array.isArray(def.options)) for (const option of def.options) if (isSchema(option)) collectKeys(option, into, seen);
}

/** The field names of every request and answer schema in lib/schemas (schema-producing functions called with no argument). */
export async function schemaFieldNames(): Promise<string[]> {
  const folder = fileURLToPath(new URL('../../lib/schemas/', import.meta.url));
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    const module = (await import(/* @vite-ignore */ `${folder}${file}`)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      let schema: unknown = value;
      if (typeof value === 'function' && value.length === 0) {
        try {
          schema = (value as () => unknown)();
        } catch {
          continue;
        }
      }
      if (isSchema(schema)) collectKeys(schema, keys, seen);
    }
  }
  return [...keys].sort();
}

const deep = (levels: number) => `${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}`;

/**
 * A malformed value of each kind, as JSON text (1e309 cannot be written by JSON.stringify): NUL,
 * lone surrogates, non-finite and out-of-range numbers, objects and lists where text or dates
 * belong, impossible dates, over-long text and lists, deep nesting.
 */
export const poisonValues: Record<string, string> = {
  nul: '"a\\u0000b"',
  nulOnly: '"\\u0000"',
  loneHighSurrogate: '"x\\ud800y"',
  loneLowSurrogate: '"\\udfff"',
  infinity: '1e309',
  negativeInfinity: '-1e309',
  hugeInteger: '99999999999999999999',
  beyondInt4: '2147483648',
  negative: '-1',
  fraction: '0.5',
  object: '{"$gt":"","date":"2024-01-01"}',
  array: '["a",{"b":1}]',
  emptyString: '""',
  true: 'true',
  null: 'null',
  impossibleDate: '"2024-02-30"',
  impossibleDateTime: '"2024-02-30 10:00:00"',
  yearZero: '"0000-01-01 00:00:00"',
  farFuture: '"99999-01-01"',
  longText: `"${'x'.repeat(5000)}"`,
  longList: `[${Array.from({ length: 1500 }, (_, i) => i + 1).join(',')}]`,
  stringList: `[${Array.from({ length: 40 }, (_, i) => `"v${i}"`).join(',')}]`,
  nested: deep(40),
};

/** A JSON object text with every one of `fields` set to the same raw value. */
export function objectWith(fields: readonly string[], raw: string): string {
  return `{${fields.map((field) => `${JSON.stringify(field)}:${raw}`).join(',')}}`;
}

/** Whole bodies that are malformed on their own, whatever the route expects. */
export const malformedBodies: Record<string, string> = {
  null: 'null',
  array: '[]',
  string: '"x"',
  number: '1e309',
  truncated: '{"a":',
  notJson: "{'a': 1}",
  nulKey: '{"\\u0000":1}',
  surrogateKey: '{"\\ud800":1}',
  deepArrays: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  deepObjects: deep(5_000),
  duplicateKeys: '{"a":1,"a":{"b":"\\u0000"}}',
  protoKey: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
};

/** A body above any cap the platform has for JSON (its multipart upload cap is larger). */
export const oversizedBody = `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`;

export function queryWith(fields: readonly string[], value: string): string {
  return fields.map((field) => `${encodeURIComponent(field)}=${value}`).join('&');
}
