import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSearchResultSchema } from '@/lib/schemas/job';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../../support/platform';

/**
 * Typos, synonyms and the word as typed through GET /job/search (issue 32, docs/decisions/0072),
 * on PGlite and, with DATABASE_URL, on PostgreSQL (scripts/test-pg.mjs).
 */
let platform: TestPlatform;
const added: Record<string, number> = {};

beforeAll(async () => {
  platform = await startTestPlatform();
  const recent = (hours: number) => new Date(seedNow.getTime() - hours * 3_600_000);
  const plain = { description: 'A role in our team.', skills: [] as string[] };
  const [quill, quillLead, development, developer, remoteQuill] = await platform.addJobs('ph', [
    { ...plain, title: 'Quillographer', workArrangement: 'onsite', postedAt: recent(5) },
    { ...plain, title: 'Quillographer Lead', workArrangement: 'hybrid', postedAt: recent(6) },
    // Newer than the developer: only the word as typed may put the developer first.
    { ...plain, title: 'Learning & Development Specialist', workArrangement: 'onsite', postedAt: recent(1) },
    { ...plain, title: 'Frontend Developer', workArrangement: 'onsite', postedAt: recent(9) },
    { ...plain, title: 'Quillographer', workArrangement: 'remote', postedAt: recent(7) },
  ]);
  const [jpRemote] = await platform.addJobs('jp', [{ ...plain, title: 'クイログラファー', language: 'ja', workArrangement: 'remote', postedAt: recent(2) }]);
  Object.assign(added, { quill, quillLead, development, developer, remoteQuill, jpRemote });
  // Seeding a fresh platform took more than the default two minutes with the machine's load at 28.
}, 600_000);
afterAll(async () => {
  await platform?.close();
});

async function search(path: string, country = 'ph') {
  const answer = await call(platform, path, { country });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return jobSearchResultSchema.parse(answer.data);
}

describe('GET /job/search: a keyword that finds nothing', () => {
  it('answers the results of the closest spelling, and says which (one and two letters off)', async () => {
    for (const typo of ['quilographer', 'qiullographer', 'Quillogrpaher', 'quillographre']) {
      const result = await search(`/job/search?query=${encodeURIComponent(typo)}`);
      expect(result.corrected_query, typo).toBe('quillographer');
      expect(result.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([added.quill, added.quillLead, added.remoteQuill]));
      expect(result.total_num).toBe(3);
    }
  });

  it('corrects the misspelt word of several and keeps the others', async () => {
    const result = await search('/job/search?query=quilographer%20lead');
    expect(result.corrected_query).toBe('quillographer lead');
    expect(result.jobs[0]?.id).toBe(added.quillLead);
  });

  it('searches as typed with as_typed=1, and says nothing of a spelling', async () => {
    const result = await search('/job/search?query=quilographer&as_typed=1');
    expect(result.total_num).toBe(0);
    expect(result.corrected_query).toBeUndefined();
  });

  it('leaves a keyword that finds jobs, or has no close spelling, as it is', async () => {
    const found = await search('/job/search?query=quillographer');
    expect(found.corrected_query).toBeUndefined();
    expect(found.total_num).toBe(3);
    const nothing = await search('/job/search?query=xqzvwkjh');
    expect(nothing.total_num).toBe(0);
    expect(nothing.corrected_query).toBeUndefined();
  });

  it('keeps the filters on the corrected results', async () => {
    const result = await search('/job/search?query=quilographer&work_arrangements=remote');
    expect(result.corrected_query).toBe('quillographer');
    expect(result.jobs.map((job) => job.id)).toEqual([added.remoteQuill]);
  });

  it('refuses an as_typed that is no flag', async () => {
    const answer = await call(platform, '/job/search?query=quilographer&as_typed=maybe', { country: 'ph' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['as_typed']);
  });
});

describe('GET /job/search: words for remote work', () => {
  it('"work from home", WFH and home office find the remote jobs, as the remote filter does', async () => {
    const remote = await search('/job/search?work_arrangements=remote&size=100');
    expect(remote.total_num).toBeGreaterThan(0);
    for (const phrase of ['work from home', 'WFH', 'home office', 'remote']) {
      const result = await search(`/job/search?query=${encodeURIComponent(phrase)}&size=100`);
      expect(result.total_num, phrase).toBe(remote.total_num);
      expect(result.jobs.every((job) => job.work_arrangement === 'remote'), phrase).toBe(true);
    }
  });

  it('the rest of the keyword still has to match', async () => {
    const result = await search('/job/search?query=quillographer%20work%20from%20home');
    expect(result.jobs.map((job) => job.id)).toEqual([added.remoteQuill]);
  });

  it('在宅 and リモート on the Japanese site', async () => {
    for (const phrase of ['在宅', 'リモート', 'クイログラファー 在宅勤務']) {
      const result = await search(`/job/search?query=${encodeURIComponent(phrase)}&size=100`, 'jp');
      expect(result.total_num, phrase).toBeGreaterThan(0);
      expect(result.jobs.every((job) => job.work_arrangement === 'remote'), phrase).toBe(true);
      expect(result.jobs.map((job) => job.id), phrase).toContain(added.jpRemote);
    }
  });

  it('a filter that leaves remote jobs out keeps the words as words', async () => {
    const result = await search('/job/search?query=remote&work_arrangements=onsite');
    expect(result.jobs.every((job) => job.work_arrangement === 'onsite')).toBe(true);
  });
});

describe('GET /job/search: the word as typed ranks first', () => {
  it('"developer" lists a Developer before a Learning & Development Specialist', async () => {
    const result = await search('/job/search?query=developer&size=100');
    const ids = result.jobs.map((job) => job.id);
    expect(ids).toContain(added.development);
    expect(ids.indexOf(added.developer as number)).toBeLessThan(ids.indexOf(added.development as number));
    const first = result.jobs.findIndex((job) => !/developer/i.test(job.title));
    expect(result.jobs.slice(first).some((job) => /developer/i.test(job.title))).toBe(false);
  });
});
