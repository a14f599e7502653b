/**
 * zod 4 compiles a fast object parser with `new Function`, and every z.object() it builds first
 * probes whether that is allowed. Our script-src refuses eval, so the probe throws (caught) and
 * the browser still reports a Content Security Policy violation on every page that builds a
 * schema. jitless skips both the probe and the compiled path; the parse results are the same.
 * It must run before the first schema is built: instrumentation-client.ts imports it first.
 *
 * zod keeps its settings in one object on `globalThis.__zod_globalConfig` (zod/v4/core/core.js:
 * `globalConfig`, what `config()` writes), made by the first zod module that loads unless one is
 * there, and reads `jitless` from it whenever it builds a schema. Setting the flag there, with no
 * import, keeps zod's core (about 5 KB gzip: `config` came with its util module) out of the first load
 * of every page; tests/lib/zod-jitless.test.ts holds zod to it (no probe, and `config()` sees it).
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
