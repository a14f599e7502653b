import { config } from 'zod/v4/core';

/**
 * zod 4 compiles a fast object parser with `new Function`, and every z.object() it builds first
 * probes whether that is allowed. Our script-src refuses eval, so the probe throws (caught) and
 * the browser still reports a Content Security Policy violation on every page that builds a
 * schema. jitless skips both the probe and the compiled path; the parse results are the same.
 * It must run before the first schema is built: instrumentation-client.ts imports it first.
 * `config` comes from zod/v4/core, the module that owns the setting, so this costs a few hundred
 * bytes rather than the whole schema library on pages that parse nothing.
 */
config({ jitless: true });
