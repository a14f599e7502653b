import { describe, expect, it } from 'vitest';
import { parseWebEnv } from '@/lib/env';
import { devSurfacesEnabled, runModeOf } from '@/lib/run-mode';
import { parseServerEnv } from '@/server/env';

describe('local run or production start', () => {
  it('follows NODE_ENV when RUN_MODE is unset, so a bare production start is a production start', () => {
    expect(runModeOf({ NODE_ENV: 'production' })).toBe('production');
    expect(runModeOf({ NODE_ENV: 'development' })).toBe('local');
    expect(runModeOf({ NODE_ENV: 'test' })).toBe('local');
    expect(runModeOf({ NODE_ENV: 'production', RUN_MODE: 'local' })).toBe('local');
  });

  it('turns the development surfaces on in a local run only, unless DEV_SURFACES=false', () => {
    expect(devSurfacesEnabled({ NODE_ENV: 'production', RUN_MODE: 'local' })).toBe(true);
    expect(devSurfacesEnabled({ NODE_ENV: 'production', RUN_MODE: 'local', DEV_SURFACES: 'false' })).toBe(false);
    expect(devSurfacesEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devSurfacesEnabled({ NODE_ENV: 'development', RUN_MODE: 'production' })).toBe(false);
  });

  it.each([
    ['platform', (env: Record<string, string>) => parseServerEnv(env)],
    ['web', (env: Record<string, string>) => parseWebEnv(env)],
  ] as const)('the %s refuses to start in production with DEV_SURFACES=true, naming the variable', (_side, parse) => {
    expect(() => parse({ NODE_ENV: 'production', DEV_SURFACES: 'true' })).toThrow(/DEV_SURFACES: development surfaces/);
    expect(() => parse({ NODE_ENV: 'development', RUN_MODE: 'production', DEV_SURFACES: 'true' })).toThrow(/DEV_SURFACES/);
    expect(() => parse({ NODE_ENV: 'production', RUN_MODE: 'local', DEV_SURFACES: 'true' })).not.toThrow();
    expect(() => parse({ NODE_ENV: 'production', DEV_SURFACES: 'false' })).not.toThrow();
    expect(() => parse({ NODE_ENV: 'production', RUN_MODE: 'staging' })).toThrow(/RUN_MODE/);
  });
});
