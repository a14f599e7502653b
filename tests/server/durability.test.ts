import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDurability } from '@/server/db/durability';
import { startTestPlatform, type TestPlatform } from '../support/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 0 });
});
afterAll(async () => {
  await platform?.close();
});

it('says from the settings what an acknowledged write survives on this engine (issue 18, item 11)', async () => {
  const durability = await describeDurability(platform.handle);
  expect(durability.engine).toBe(platform.handle.kind);
  expect(durability.synchronousCommit).toBe('on');
  if (platform.handle.kind === 'pglite') {
    // PGlite runs without fsync: it promises a process crash, never a power cut.
    expect(durability.fsync).toBe('off');
    expect(durability.promise).toContain('not a power cut or OS crash');
    expect(durability.promise).toContain('DATABASE_URL');
  } else {
    expect(durability.promise).toMatch(/^PostgreSQL/);
    expect(durability.promise).toContain(durability.fsync === 'on' ? 'and a power cut' : 'not a power cut');
  }
});
