import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * zod 4 probes `new Function("")` when it builds an object schema; under our script-src the
 * browser refuses it and reports a CSP violation on every page that builds a schema (issue 36
 * item 17). lib/zod-jitless.ts turns the probe off, and runs before anything else in the browser.
 */
const original = globalThis.Function;
const globals = globalThis as unknown as { __zod_globalConfig?: Record<string, unknown> };

/** A Function constructor that refuses, as a page's Content Security Policy does, and counts the tries. */
function refuseEval(): unknown[][] {
  const tries: unknown[][] = [];
  globalThis.Function = new Proxy(original, {
    construct(_target, args) {
      tries.push(args);
      throw new EvalError('Refused to evaluate a string as JavaScript');
    },
  });
  return tries;
}

async function buildAndParse() {
  const { z } = await import('zod');
  return z.object({ email: z.string(), age: z.number() }).parse({ email: 'ana@example.com', age: 30 });
}

afterEach(() => {
  globalThis.Function = original;
  delete globals.__zod_globalConfig;
  vi.resetModules();
});

describe('zod in the browser never tries eval', () => {
  it('without the setting, building an object schema probes eval (what the browser reported)', async () => {
    vi.resetModules();
    delete globals.__zod_globalConfig;
    const tries = refuseEval();
    await buildAndParse();
    expect(tries.length).toBeGreaterThan(0);
  });

  it('with lib/zod-jitless first, it parses the same without any probe', async () => {
    vi.resetModules();
    delete globals.__zod_globalConfig;
    const tries = refuseEval();
    await import('@/lib/zod-jitless');
    expect(await buildAndParse()).toEqual({ email: 'ana@example.com', age: 30 });
    expect(tries).toEqual([]);
  });

  it('is the first module the browser runs (instrumentation-client.ts)', () => {
    const source = readFileSync(new URL('../../instrumentation-client.ts', import.meta.url), 'utf8');
    expect(source.match(/^import .+$/m)?.[0]).toBe("import './lib/zod-jitless';");
  });
});
