import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * zod 4 probes `new Function("")` when it builds an object schema; under our script-src the
 * browser refuses it and reports a CSP violation on every page that builds a schema (issue 36
 * item 17). lib/zod-jitless.ts turns the probe off, and runs before anything else in the browser.
 * zod caches the probe's answer per module instance, so each case runs in a fresh process.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Builds and parses an object schema under a Function that refuses (as the CSP does); the tries made. */
function evalTries(first: string): number {
  const script = `
    const tries = [];
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, { construct(_t, args) { tries.push(args); throw new EvalError('refused'); } });
    ${first}
    const { z } = await import('zod');
    const parsed = z.object({ email: z.string(), age: z.number() }).parse({ email: 'ana@example.com', age: 30 });
    if (parsed.age !== 30) throw new Error('parse');
    console.log(tries.length);
  `;
  const output = execFileSync(`${root}node_modules/.bin/tsx`, ['--eval', script, '--input-type=module'], { cwd: root, encoding: 'utf8' });
  return Number(output.trim().split('\n').pop());
}

describe('zod in the browser never tries eval', () => {
  it('without the setting, building an object schema probes eval (what the browser reported)', () => {
    expect(evalTries('')).toBeGreaterThan(0);
  });

  it('with lib/zod-jitless first, it parses the same without any probe', () => {
    expect(evalTries("await import('./lib/zod-jitless.ts');")).toBe(0);
  });

  it('is the setting zod reads: config() answers jitless once it has run', () => {
    const script = `
      await import('./lib/zod-jitless.ts');
      const { config } = await import('zod/v4/core');
      console.log(JSON.stringify(config()));
    `;
    const output = execFileSync(`${root}node_modules/.bin/tsx`, ['--eval', script, '--input-type=module'], { cwd: root, encoding: 'utf8' });
    expect(JSON.parse(output.trim().split('\n').pop() ?? '{}')).toMatchObject({ jitless: true });
  });

  it('costs no zod code: it imports nothing (zod\'s core would be in every first load)', () => {
    const source = readFileSync(`${root}lib/zod-jitless.ts`, 'utf8');
    expect(source.match(/^\s*import\b.*$/m)).toBeNull();
  });

  it('is the first module the browser runs (instrumentation-client.ts)', () => {
    const source = readFileSync(`${root}instrumentation-client.ts`, 'utf8');
    expect(source.match(/^import .+$/m)?.[0]).toBe("import './lib/zod-jitless';");
  });
});
