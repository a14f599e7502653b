import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotJobTitlesResultSchema } from '@/lib/schemas/recommend';
import { findLanguage } from '@/lib/languages';
import type { Labels } from '@/server/db/schema';
import { labelIn } from '@/server/domain/labels';
import { hotSearchThresholds } from '@/server/search/hot-searches';
import { rowsOf } from '@/server/db/rows';
import { call, post, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { dayjs } from '@/lib/dayjs';

/**
 * Issue 30 item 1 (docs/decisions/0064): the home's "Popular searches" are what many people
 * searched over days, in the site's words, and always find jobs; one visitor cannot write onto it.
 */
let platform: TestPlatform;
let today = seedNow;

beforeAll(async () => {
  platform = await startTestPlatform({ clock: () => today });
});
afterAll(async () => {
  await platform?.close();
});

const titlesOf = async (country: string, language: string | number = 1) =>
  hotJobTitlesResultSchema.parse((await call(platform, '/recommend/hot-job-titles?size=10', { country, language })).data);

const search = (country: string, address: string, body: Record<string, unknown>) =>
  post(platform, '/job/metrics/job-hot-search', { device: 'web', source: 'web', page: 'home', ...body }, { country, headers: { 'X-Forwarded-For': address } });

/** A job title with open jobs in the country that the fallback list does not show (fewest open jobs). */
async function quietTitle(country: string): Promise<{ id: number; labels: Labels }> {
  const [row] = rowsOf<{ id: number; labels: Labels }>(
    await platform.handle.db.execute(sql`
      select f.id, f.labels from jobs j join job_functions f on f.id = j.function_title_id
      where j.country_key = ${country} and j.status = 'active' and j.expires_at > ${seedNow.toISOString()}::timestamptz
      group by f.id, f.labels order by count(*), f.id desc limit 1`),
  );
  if (!row) throw new Error('no title');
  return { id: Number(row.id), labels: row.labels };
}

describe('GET /recommend/hot-job-titles is not raw visitor input (issue 30, item 1)', () => {
  it('does not change for four searches typed by one visitor, two of which find nothing', async () => {
    today = seedNow;
    const before = await titlesOf('ph');
    expect(before.source).toBe('active_jobs');
    expect(before.hot_job_titles).toHaveLength(10);
    for (const query of ['accountant makati', 'sofware enginer', 'zzqxw astronaut', 'software engineer']) {
      expect((await search('ph', '203.0.113.50', { query })).status).toBe(200);
    }
    expect(await titlesOf('ph')).toEqual(before);
  });

  it('lists a title once many people searched it on several days, in its own name in the reader’s language', async () => {
    const country = 'ph';
    const title = await quietTitle(country);
    const english = title.labels.en as string;
    const typed = [`  ${english.toUpperCase()} `, english.toLowerCase().replace(' ', '   '), english];
    const { minSearchers, minDays } = hotSearchThresholds;
    const shows = async () => (await titlesOf(country)).hot_job_titles.some((entry) => entry.job_title_id === title.id);

    // One searcher every day, and one address rotating devices, are one searcher.
    for (let d = 0; d < minDays + 2; d += 1) {
      today = dayjs.utc(seedNow).add(d, 'day').toDate();
      for (let i = 0; i < 5; i += 1) {
        await post(platform, '/job/metrics/job-hot-search', { device: 'web', query: english }, { country, headers: { 'X-Forwarded-For': '203.0.113.51', 'Device-Uuid': `rot-${d}-${i}` } });
      }
    }
    expect(await shows()).toBe(false);

    // Many searchers on one day are not enough either.
    today = dayjs.utc(seedNow).add(10, 'day').toDate();
    for (let i = 0; i < minSearchers; i += 1) await search(country, `198.51.100.${i + 1}`, { query: typed[i % typed.length] });
    expect(await shows()).toBe(false);

    // Spread over enough days, they are: shown as the title, counted by searchers.
    for (let d = 1; d < minDays; d += 1) {
      today = dayjs.utc(seedNow).add(10 + d, 'day').toDate();
      await search(country, `192.0.2.${d}`, { query: english });
    }
    const listed = await titlesOf(country);
    expect(listed.source).toBe('searches');
    expect(listed.hot_job_titles[0]).toEqual({ value: english, job_title_id: title.id, count: minSearchers + minDays });
    expect(listed.hot_job_titles).toHaveLength(10);
    const japanese = await titlesOf(country, 'ja-jp');
    const ja = findLanguage('ja-jp');
    if (!ja) throw new Error('no Japanese');
    expect(japanese.hot_job_titles[0]?.value).toBe(labelIn(title.labels, ja));
  });

  it('never lists a term that names no job title, or a title with no open jobs here, however many search it', async () => {
    const country = 'ng';
    const [closed] = rowsOf<{ id: number; en: string }>(
      await platform.handle.db.execute(sql`
        select f.id, f.labels->>'en' as en from job_functions f
        where not exists (select 1 from jobs j where j.function_title_id = f.id and j.country_key = ${country})
          and f.labels->>'en' is not null
        order by f.level desc, f.id limit 1`),
    );
    if (!closed) throw new Error('every title has jobs');
    const last = dayjs.utc(seedNow).add(hotSearchThresholds.minDays - 1, 'day').toDate();
    today = last;
    const before = await titlesOf(country);
    for (let d = 0; d < hotSearchThresholds.minDays; d += 1) {
      today = dayjs.utc(seedNow).add(d, 'day').toDate();
      for (let i = 0; i < hotSearchThresholds.minSearchers; i += 1) {
        await search(country, `10.9.${d}.${i + 1}`, { query: 'zzqxw astronaut' });
        await search(country, `10.8.${d}.${i + 1}`, { query: closed.en });
      }
    }
    today = last;
    const after = await titlesOf(country);
    expect(after.source).toBe('active_jobs');
    expect(after.hot_job_titles).toEqual(before.hot_job_titles);
    // A report from nobody known is taken and not stored.
    const anonymous = await post(platform, '/job/metrics/job-hot-search', { device: 'web', query: 'nurse' }, { country });
    expect(anonymous.status).toBe(200);
    expect(anonymous.data).toEqual({ recorded: false });
  });
});
