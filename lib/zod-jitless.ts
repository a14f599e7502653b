/**
 * zod 4 compiles a fast object parser with `new Function`, and every z.object() it builds first
 * probes whether that is allowed. Our script-src refuses eval, so the probe throws (caught) and
 * the browser still reports a Content Security Policy violation on every page that builds a
 * schema. jitless skips both the probe and the compiled path; the parse results are the same.
 * It must run before the first schema is built: instrumentation-client.ts imports it first.
 *
 * zod keeps its settings in one object on `globalThis.__zod_globalConfig`, which it creates only
 * if it is not there yet (zod/v4/core/core.js), so setting it here, before zod loads, is the same
 * as `config({ jitless: true })` from zod/v4/core. Importing `config` instead put zod's core
 * (its constructors and utilities, 5.4 KB gzip) in the first load of every page, which parse
 * nothing until a form is used (docs/decisions/0079). tests/lib/zod-jitless.test.ts checks
 * against the installed zod that no schema probes eval and that `config()` reads the setting.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
