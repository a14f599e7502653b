import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/server/env';

const postgres = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/x', REDIS_URL: 'redis://127.0.0.1:6379/3' };

describe('PLATFORM_ROLES (issue 29 item 6.2)', () => {
  it('runs every role in one process by default, as npm start always did', () => {
    expect(parseServerEnv({}).PLATFORM_ROLES).toEqual(['api', 'realtime', 'worker']);
    expect(parseServerEnv({ PLATFORM_ROLES: '' }).PLATFORM_ROLES).toEqual(['api', 'realtime', 'worker']);
  });

  it('takes a comma-separated subset, in any order and spacing', () => {
    expect(parseServerEnv({ ...postgres, PLATFORM_ROLES: ' worker , api' }).PLATFORM_ROLES).toEqual(['api', 'worker']);
    expect(parseServerEnv({ ...postgres, PLATFORM_ROLES: 'realtime' }).PLATFORM_ROLES).toEqual(['realtime']);
    // All three named is the single process again: PGlite and no Redis are fine.
    expect(parseServerEnv({ PLATFORM_ROLES: 'realtime,worker,api' }).PLATFORM_ROLES).toEqual(['api', 'realtime', 'worker']);
  });

  it('names an unknown role', () => {
    expect(() => parseServerEnv({ ...postgres, PLATFORM_ROLES: 'api,websocket' })).toThrow(
      'PLATFORM_ROLES: unknown role websocket: use api, realtime and/or worker, comma-separated',
    );
  });

  it('needs PostgreSQL and Redis when the roles are split over processes', () => {
    expect(() => parseServerEnv({ PLATFORM_ROLES: 'api' })).toThrow(/PLATFORM_ROLES: split roles need several processes, which need PostgreSQL: set DATABASE_URL/);
    expect(() => parseServerEnv({ DATABASE_URL: postgres.DATABASE_URL, PLATFORM_ROLES: 'worker' })).toThrow(/PLATFORM_ROLES: split roles need REDIS_URL/);
  });
});
