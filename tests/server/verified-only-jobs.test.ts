import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityVerifications } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { call, post, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

/**
 * Issue 30 item 11: a Singapore job for verified seekers only (docs/decisions/0044) must not exist
 * for anyone else on any route that takes a job id, nor be listed in the sitemap.
 */
let platform: TestPlatform;
let hidden: { id: number; title: string };
let plain: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  const rows = rowsOf<{ id: number; title: string; verified_only: boolean }>(
    await platform.handle.db.execute(sql`select id, title, verified_only from jobs where country_key = 'sg' and status = 'active' order by id limit 10`),
  );
  const restricted = rows.find((row) => row.verified_only);
  if (!restricted) throw new Error('the seed has no verified-only job');
  // The sitemap reads the wall clock, not the seed's: these two stay open by it.
  await platform.handle.db.execute(sql`update jobs set expires_at = now() + interval '30 days' where id in (${restricted.id}, ${rows[0]?.id})`);
  hidden = { id: Number(restricted.id), title: restricted.title };
  plain = Number(rows[0]?.id);
});
afterAll(async () => {
  await platform?.close();
});

const sg = (token?: string) => ({ country: 'sg', headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Device-Uuid': 'device-verified-only-test' } });

async function verifiedSeeker() {
  const user = await createSignedInUser(platform);
  await platform.handle.db.insert(identityVerifications).values({
    userId: user.id,
    countryKey: 'sg',
    provider: 'test',
    nationalIdHash: `hash-${user.id}`,
    verifiedAt: platform.now,
  });
  return user;
}

describe('a job for verified seekers only', () => {
  it('is not in the sitemap, by id or by title', async () => {
    const ids: number[] = [];
    const titles: string[] = [];
    for (let page = 1; page <= 50; page += 1) {
      const answer = await call(platform, `/job/sitemap?page=${page}`, sg());
      expect(answer.status).toBe(200);
      for (const job of answer.data.jobs as { id: number; title: string }[]) {
        ids.push(job.id);
        titles.push(job.title);
      }
      if (page >= answer.data.total_pages) break;
    }
    expect(ids).toContain(plain);
    expect(ids).not.toContain(hidden.id);
  });

  it('is not found (40004) for an unverified seeker or a visitor on every route taking its id', async () => {
    const me = await createSignedInUser(platform);
    const answers = {
      analysis: await post(platform, '/aicv/resume_analysis', { job_id: hidden.id }, sg(me.token)),
      view: await post(platform, `/job/${hidden.id}/view`, { device: 'web' }, sg(me.token)),
      visitorView: await post(platform, `/job/${hidden.id}/view`, { device: 'web' }, sg()),
      report: await post(platform, `/job/jobs/${hidden.id}/report`, { report_reason_id: 1 }, sg(me.token)),
      similar: await call(platform, `/job/similar?job_id=${hidden.id}&size=5`, sg(me.token)),
      static: await call(platform, `/job/${hidden.id}/static`, sg(me.token)),
      detail: await call(platform, `/job/${hidden.id}`, sg(me.token)),
    };
    for (const [route, answer] of Object.entries(answers)) {
      expect({ route, status: answer.status, code: answer.code }).toEqual({ route, status: 404, code: 40004 });
      expect(JSON.stringify(answer)).not.toContain(hidden.title);
    }
  });

  it('is there for a verified seeker', async () => {
    const me = await verifiedSeeker();
    expect((await post(platform, `/job/${hidden.id}/view`, { device: 'web' }, sg(me.token))).status).toBe(200);
    expect((await call(platform, `/job/similar?job_id=${hidden.id}&size=5`, sg(me.token))).status).toBe(200);
    expect((await call(platform, `/job/${hidden.id}`, sg(me.token))).status).toBe(200);
    expect((await post(platform, `/job/jobs/${hidden.id}/report`, { report_reason_id: 2 }, sg(me.token))).status).toBe(200);
  });
});
