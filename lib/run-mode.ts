import { z } from 'zod';

/**
 * What kind of start this is. `local`: a person's own machine (`npm start`, `npm run dev`, the
 * test suites), where development-only surfaces may answer loopback clients. `production`: a
 * deployment, where they never exist. Unset, it follows NODE_ENV: production builds started by
 * hand (`next start`, `node server/main.ts` with NODE_ENV=production) are production starts, so
 * forgetting the variable fails safe.
 */
export type RunMode = 'local' | 'production';

const flag = z.enum(['true', 'false']).optional().or(z.literal('').transform(() => undefined));

/** The two variables, shared by the web (lib/env.ts) and the platform (server/env.ts). */
export const runModeShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** local | production; unset: production when NODE_ENV=production, local otherwise. */
  RUN_MODE: z.enum(['local', 'production']).optional().or(z.literal('').transform(() => undefined)),
  /** Development-only surfaces (mailbox, development recruiter page): on by default in a local run. */
  DEV_SURFACES: flag,
};

interface RunModeEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  RUN_MODE?: RunMode;
  DEV_SURFACES?: 'true' | 'false';
}

export function runModeOf(env: Pick<RunModeEnv, 'NODE_ENV' | 'RUN_MODE'>): RunMode {
  return env.RUN_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'local');
}

/** Whether the development-only surfaces exist at all (they still answer loopback clients only). */
export function devSurfacesEnabled(env: RunModeEnv): boolean {
  return runModeOf(env) === 'local' && env.DEV_SURFACES !== 'false';
}

/**
 * A production start refuses to turn the surfaces on: the mailbox hands out every user's login
 * codes, so asking for it there is a configuration error, not a wish to grant.
 */
export function checkDevSurfaces(env: RunModeEnv, context: z.RefinementCtx): void {
  if (env.DEV_SURFACES === 'true' && runModeOf(env) === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['DEV_SURFACES'],
      message:
        'development surfaces (the mailbox shows every login code) cannot be on in a production start; ' +
        'unset DEV_SURFACES, or set RUN_MODE=local on your own machine',
    });
  }
}
