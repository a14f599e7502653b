import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobCard, jobSearchResultSchema } from '@/lib/schemas/job';
import { languageBySlug } from '@/lib/languages';
import { jobs } from '@/server/db/schema';
import { loadJobCards } from '@/server/search/job-cards';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { dayjs } from '@/lib/dayjs';

let platform: TestPlatform;
/** Jobs added with known titles and salaries, by name. */
const added: Record<string, number> = {};

beforeAll(async () => {
  platform = await startTestPlatform();
  const recent = (days: number) => dayjs.utc(seedNow).subtract(dayjs.duration(days, 'day')).toDate();
  const plain = { description: 'A role in our team.', skills: [] };
  const negotiable = { salaryType: 'negotiable', salaryFrom: null, salaryTo: null } as const;
  const [monthly, annual, hourly, trainee, described] = await platform.addJobs('ph', [
    { ...plain, title: 'Zephyrologist', salaryType: 'monthly', salaryFrom: 10_000, salaryTo: 20_000, postedAt: recent(1) },
    // 240k–360k a year is 20k–30k a month; 100–150 an hour is 17,300–25,950 a month.
    { ...plain, title: 'Zephyrologist Lead', salaryType: 'annually', salaryFrom: 240_000, salaryTo: 360_000, postedAt: recent(2) },
    { ...plain, title: 'Zephyrologist Assistant', salaryType: 'hourly', salaryFrom: 100, salaryTo: 150, postedAt: recent(3) },
    { ...plain, ...negotiable, title: 'Zephyrologist Trainee', postedAt: recent(4) },
    // Newest of all, but the keyword is only in its description: relevance must put it last.
    { ...plain, ...negotiable, title: 'Office Clerk', description: 'You will support our zephyrologist team.', postedAt: recent(0.1) },
  ]);
  Object.assign(added, { monthly, annual, hourly, trainee, described });
  const [jpPlain, jpSenior, jpSales, jpJava] = await platform.addJobs('jp', [
    { title: 'ソフトウェアエンジニア', language: 'ja', postedAt: recent(0.01) },
    { title: 'シニアソフトウェアエンジニア（バックエンド）', language: 'ja', postedAt: recent(0.02) },
    { title: '法人営業マネージャー', language: 'ja', postedAt: recent(0.03) },
    { title: 'Java開発エンジニア', language: 'ja', postedAt: recent(0.04) },
  ]);
  const [twPlain, twSenior] = await platform.addJobs('tw', [
    { title: '軟體工程師', language: 'zh-TW', postedAt: recent(0.01) },
    { title: '資深軟體工程師', language: 'zh-TW', postedAt: recent(0.02) },
  ]);
  Object.assign(added, { jpPlain, jpSenior, jpSales, jpJava, twPlain, twSenior });
});
afterAll(async () => {
  await platform?.close();
});

async function search(path: string, country: string | number = 'ph', language?: number) {
  const answer = await call(platform, path, { country, language });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return jobSearchResultSchema.parse(answer.data);
}

const ids = (cards: JobCard[]) => cards.map((card) => card.id);

/** Jobs with the term in their title or company name come before those found through their function. */
function expectNamedFirst(cards: JobCard[], term: string) {
  const named = cards.map((job) => job.title.includes(term) || job.company.name.includes(term));
  expect(named[0]).toBe(true);
  expect(named.slice(named.indexOf(false) < 0 ? named.length : named.indexOf(false))).not.toContain(true);
}

describe('GET /job/search: listing', () => {
  it('lists every open, unexpired job of the country and nothing else, newest first by default', async () => {
    const [{ n } = { n: -1 }] = await platform.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      // A visitor's search: the jobs for verified seekers only stay out (docs/decisions/0044).
      .where(and(eq(jobs.countryKey, 'sg'), eq(jobs.status, 'active'), eq(jobs.verifiedOnly, false), gt(jobs.expiresAt, seedNow)));
    const result = await search('/job/search?size=100', 'sg');
    expect(result.sort).toBe(1);
    expect(result.total_num).toBe(n);
    expect(result.jobs).toHaveLength(n);
    expect(result.jobs.every((job) => job.salary.currency === 'SGD')).toBe(true);
    const posted = result.jobs.map((job) => Date.parse(job.posted_at));
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    expect(result.query_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('pages: page 2 continues where page 1 stopped, with the same total', async () => {
    const first = await search('/job/search?size=7&page=1', 'sg');
    const second = await search('/job/search?size=7&page=2', 'sg');
    expect(second.jobs).toHaveLength(7);
    expect(ids(second.jobs).some((id) => ids(first.jobs).includes(id))).toBe(false);
    expect(Date.parse(first.jobs.at(-1)?.posted_at ?? '')).toBeGreaterThanOrEqual(Date.parse(second.jobs[0]?.posted_at ?? ''));
    expect(second.total_num).toBe(first.total_num);
    expect(first.total_pages).toBe(Math.ceil(first.total_num / 7));
    const beyond = await search(`/job/search?size=7&page=${first.total_pages + 1}`, 'sg');
    expect(beyond.jobs).toEqual([]);
    expect(beyond.total_num).toBe(first.total_num);
  });

  it('labels cards in the request language', async () => {
    const english = await search('/job/search?size=5', 'jp', 1);
    const japanese = await search('/job/search?size=5', 'jp', 4);
    expect(ids(japanese.jobs)).toEqual(ids(english.jobs));
    expect(japanese.jobs[0]?.job_type.value).not.toBe(english.jobs[0]?.job_type.value);
    expect(japanese.jobs[0]?.job_type.id).toBe(english.jobs[0]?.job_type.id);
  });

  it('sorts by highest monthly-equivalent salary with sort=3, negotiable last', async () => {
    const result = await search('/job/search?query=zephyrologist&sort=3');
    expect(ids(result.jobs)).toEqual([added.annual, added.hourly, added.monthly, added.described, added.trainee]);
  });
});

describe('GET /job/search: keyword', () => {
  it('ranks title matches above description matches and defaults to relevance with a keyword', async () => {
    const result = await search('/job/search?query=Zephyrologist');
    expect(result.sort).toBe(2);
    expect(result.total_num).toBe(5);
    expect(result.jobs.at(-1)?.id).toBe(added.described);
    expect(result.jobs[0]?.id).toBe(added.monthly);
  });

  it('draws a keyword search’s cards, read in the same statement as its page and counts, exactly like cards loaded by id', async () => {
    const languages = [
      [1, 'en-us'],
      [4, 'ja-jp'],
      [10, 'ar-ae'],
    ] as const;
    for (const [languageId, slug] of languages) {
      const answer = await call(platform, '/job/search?query=zephyrologist&size=10', { country: 'ph', language: languageId });
      const result = jobSearchResultSchema.parse(answer.data);
      expect(result.jobs.length).toBe(5);
      const byId = await loadJobCards(
        platform.handle.db,
        result.jobs.map((job) => job.id),
        languageBySlug(slug),
      );
      expect(result.jobs).toEqual(byId);
    }
  });

  it('sorts a keyword search by newest when asked', async () => {
    const result = await search('/job/search?query=zephyrologist&sort=1');
    expect(result.jobs[0]?.id).toBe(added.described);
  });

  it('requires every word and matches the company name', async () => {
    expect((await search('/job/search?query=zephyrologist+lead')).jobs.map((j) => j.id)).toEqual([added.annual]);
    const [job] = (await search('/job/search?size=1', 'sg')).jobs;
    const byCompany = await search(`/job/search?size=100&query=${encodeURIComponent(job?.company.name ?? '')}`, 'sg');
    expect(byCompany.jobs.length).toBeGreaterThan(0);
    expect(byCompany.jobs.some((card) => card.id === job?.id)).toBe(true);
  });

  it('finds nothing for a word no job has, and ignores a keyword of punctuation', async () => {
    expect((await search('/job/search?query=qwxzvbnm')).total_num).toBe(0);
    const all = await search('/job/search');
    expect((await search('/job/search?query=%2B%2B%2B')).total_num).toBe(all.total_num);
  });

  it('finds Japanese titles on jp with a Japanese keyword, inside longer titles too', async () => {
    const result = await search(`/job/search?query=${encodeURIComponent('ソフトウェアエンジニア')}`, 'jp');
    expect(ids(result.jobs)).toEqual(expect.arrayContaining([added.jpPlain, added.jpSenior]));
    expect(result.jobs.every((job) => job.title.includes('ソフトウェアエンジニア'))).toBe(true);
    expect(result.jobs[0]?.id).toBe(added.jpPlain);
  });

  it('finds a two-character word inside a Japanese title, and not its characters apart', async () => {
    const result = await search(`/job/search?size=100&query=${encodeURIComponent('営業')}`, 'jp');
    expect(ids(result.jobs)).toContain(added.jpSales);
    // Jobs of the sales function written in English come too, after every title that has the word.
    expectNamedFirst(result.jobs, '営業');
    const apart = await search(`/job/search?size=100&query=${encodeURIComponent('業営')}`, 'jp');
    expect(ids(apart.jobs)).not.toContain(added.jpSales);
  });

  it('matches a term of Latin letters and Japanese in any case, and a Japanese-only term exactly (LIKE)', async () => {
    // A term with a cased letter is compared case-insensitively (ILIKE); one without (LIKE) cannot differ by case.
    for (const typed of ['JAVA開発', 'java開発', 'Java開発エンジニア']) {
      const result = await search(`/job/search?size=100&query=${encodeURIComponent(typed)}`, 'jp');
      expect(ids(result.jobs), typed).toContain(added.jpJava);
      expect(result.jobs[0]?.id, typed).toBe(added.jpJava);
    }
    const japanese = await search(`/job/search?size=100&query=${encodeURIComponent('開発エンジニア')}`, 'jp');
    expect(ids(japanese.jobs)).toContain(added.jpJava);
    expect(ids(japanese.jobs)).not.toContain(added.jpPlain);
  });

  it('finds traditional Chinese titles on tw', async () => {
    const result = await search(`/job/search?query=${encodeURIComponent('軟體工程師')}`, 'tw');
    expect(ids(result.jobs)).toEqual(expect.arrayContaining([added.twPlain, added.twSenior]));
    expect(result.jobs.every((job) => job.title.includes('軟體工程師'))).toBe(true);
  });

  it('finds seeded local-language titles by a part of them', async () => {
    for (const [country, pattern] of [['jp', /^[\u30a0-\u30ff]{4,}/u], ['tw', /^[\u4e00-\u9fff]{3,}/u]] as const) {
      const rows = await platform.handle.db
        .select({ id: jobs.id, title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.countryKey, country), eq(jobs.status, 'active'), gt(jobs.expiresAt, seedNow)));
      const seeded = rows.find((row) => pattern.test(row.title) && !Object.values(added).includes(row.id));
      expect(seeded, `a seeded ${country} job with a local title`).toBeDefined();
      const part = seeded?.title.match(pattern)?.[0] ?? '';
      const result = await search(`/job/search?size=100&query=${encodeURIComponent(part)}`, country);
      expect(ids(result.jobs)).toContain(seeded?.id);
      expectNamedFirst(result.jobs, part);
    }
  });
});

describe('GET /job/search: filters', () => {
  it('narrows by each filter and widens with more values of one filter', async () => {
    const all = await search('/job/search?size=100', 'us');
    const fullTime = await search('/job/search?size=100&job_types=1', 'us');
    const partTime = await search('/job/search?size=100&job_types=2', 'us');
    const either = await search('/job/search?size=100&job_types=1,2', 'us');
    expect(fullTime.total_num).toBeLessThan(all.total_num);
    expect(fullTime.jobs.every((job) => job.job_type.id === 1)).toBe(true);
    expect(either.total_num).toBe(fullTime.total_num + partTime.total_num);

    const verified = await search('/job/search?size=100&is_company_verified=1', 'us');
    expect(verified.total_num).toBeGreaterThan(0);
    expect(verified.jobs.every((job) => job.company.is_verified)).toBe(true);
    const unverified = await search('/job/search?size=100&is_company_verified=0', 'us');
    expect(verified.total_num + unverified.total_num).toBe(all.total_num);

    const location = all.jobs.find((job) => job.location)?.location?.id;
    const inPlace = await search(`/job/search?size=100&job_locations=${location}`, 'us');
    expect(inPlace.total_num).toBeGreaterThan(0);
    expect(inPlace.jobs.every((job) => job.location?.id === location)).toBe(true);

    const company = all.jobs[0]?.company.id;
    const ofCompany = await search(`/job/search?size=100&company_ids=${company}`, 'us');
    expect(ofCompany.jobs.every((job) => job.company.id === company)).toBe(true);
    expect(ofCompany.total_num).toBe(all.jobs.filter((job) => job.company.id === company).length);
  });

  it('filters by work arrangement, experience, degree and job functions', async () => {
    const remote = await search('/job/search?size=100&work_arrangements=remote', 'com');
    expect(remote.total_num).toBeGreaterThan(0);
    expect(remote.jobs.every((job) => job.work_arrangement === 'remote')).toBe(true);
    const rows = await platform.handle.db
      .select({ id: jobs.id, xp: jobs.xpLvlId, degree: jobs.degreeId, main: jobs.mainFunctionId, sub: jobs.jobFunctionId, title: jobs.functionTitleId })
      .from(jobs)
      .where(and(eq(jobs.countryKey, 'us'), eq(jobs.status, 'active'), gt(jobs.expiresAt, seedNow)));
    const sample = rows[0];
    const expectIds = async (query: string, keep: (row: (typeof rows)[number]) => boolean) => {
      const result = await search(`/job/search?size=100&${query}`, 'us');
      expect(ids(result.jobs).sort(), query).toEqual(rows.filter(keep).map((row) => row.id).sort());
    };
    await expectIds(`xp_lvls=${sample?.xp}`, (row) => row.xp === sample?.xp);
    await expectIds(`degrees=${sample?.degree}`, (row) => row.degree === sample?.degree);
    await expectIds(`main_functions=${sample?.main}`, (row) => row.main === sample?.main);
    await expectIds(`job_function_ids=${sample?.sub}`, (row) => row.sub === sample?.sub);
    await expectIds(`function_job_title_ids=${sample?.title}`, (row) => row.title === sample?.title);
    await expectIds(`job_categories=${sample?.sub}`, (row) => row.sub === sample?.sub);
    await expectIds(`job_categories=${sample?.main}`, (row) => row.main === sample?.main);
  });

  it('selects salaries whose monthly range overlaps [salary_from, salary_to]; no range, no match', async () => {
    const result = await search('/job/search?query=zephyrologist&salary_from=21000&salary_to=22000');
    expect(ids(result.jobs).sort()).toEqual([added.annual, added.hourly].sort());
    const low = await search('/job/search?query=zephyrologist&salary_to=15000');
    expect(ids(low.jobs)).toEqual([added.monthly]);
    const high = await search('/job/search?query=zephyrologist&salary_from=26000');
    expect(ids(high.jobs)).toEqual([added.annual]);
  });
});

describe('GET /job/search: date posted (issue 32)', () => {
  it('keeps jobs posted in the last posted_within days; absent, any time', async () => {
    const day = await search('/job/search?query=zephyrologist&posted_within=1');
    expect(ids(day.jobs)).toContain(added.described);
    for (const old of [added.annual, added.hourly, added.trainee]) expect(ids(day.jobs)).not.toContain(old);
    const threeDays = await search('/job/search?query=zephyrologist&posted_within=3');
    expect(ids(threeDays.jobs)).toEqual(expect.arrayContaining([added.described, added.monthly, added.annual]));
    expect(ids(threeDays.jobs)).not.toContain(added.trainee);
    const anyTime = await search('/job/search?query=zephyrologist');
    expect(anyTime.total_num).toBe(5);
    // Without a keyword too (another path through the open jobs), and in the facet counts.
    const all = await search('/job/search?size=1');
    const week = await search('/job/search?size=100&posted_within=7');
    expect(week.total_num).toBeLessThan(all.total_num);
    const cutoff = seedNow.getTime() - 7 * 86_400_000;
    for (const job of week.jobs) expect(Date.parse(job.posted_at)).toBeGreaterThanOrEqual(cutoff);
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(week.facets?.work_arrangements ?? {})).toBe(week.total_num);
  });

  it('refuses a date window that is not a whole number of days from 1 to 365', async () => {
    for (const bad of ['0', '366', 'week', '1.5', '-3']) {
      const answer = await call(platform, `/job/search?posted_within=${bad}`, { country: 'ph' });
      expect(answer.status, bad).toBe(422);
      expect(Object.keys(answer.data.errors), bad).toEqual(['posted_within']);
    }
  });
});

describe('GET /job/search: facets', () => {
  it('counts each option under the other active filters, and its own filter left out', async () => {
    const filtered = await search('/job/search?size=100&xp_lvls=3,4&job_types=1', 'us');
    const facets = filtered.facets;
    expect(facets).toBeTruthy();
    // Any job type's count is what choosing it instead (keeping xp_lvls) gives.
    for (const [jobType, count] of Object.entries(facets?.job_types ?? {})) {
      const other = await search(`/job/search?size=1&xp_lvls=3,4&job_types=${jobType}`, 'us');
      expect(count, `job type ${jobType}`).toBe(other.total_num);
    }
    for (const [xp, count] of Object.entries(facets?.xp_lvls ?? {})) {
      expect(count, `xp ${xp}`).toBe((await search(`/job/search?size=1&xp_lvls=${xp}&job_types=1`, 'us')).total_num);
    }
    // An inactive filter's counts apply every active filter, so they add up to the total.
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(sum(facets?.work_arrangements ?? {})).toBe(filtered.total_num);
    expect(sum(facets?.is_company_verified ?? {})).toBe(filtered.total_num);
    expect(sum(facets?.degrees ?? {})).toBe(filtered.total_num);
    expect(Object.keys(facets?.job_types ?? {}).length).toBeGreaterThan(1);
  });

  it('counts a keyword search the same way', async () => {
    const result = await search('/job/search?query=zephyrologist');
    expect(result.facets?.job_types).toEqual({ [String(result.jobs[0]?.job_type.id)]: 5 });
    const paid = await search('/job/search?query=zephyrologist&salary_from=1');
    expect(paid.total_num).toBe(3);
    expect(Object.values(paid.facets?.xp_lvls ?? {}).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('leaves facets out with facets=0 but still counts', async () => {
    const withFacets = await search('/job/search?xp_lvls=3', 'ca');
    const without = await search('/job/search?xp_lvls=3&facets=0', 'ca');
    expect(without.facets).toBeNull();
    expect(without.total_num).toBe(withFacets.total_num);
  });
});

describe('GET /job/search: validation', () => {
  it('names each bad parameter with 422 and 40001', async () => {
    const answer = await call(
      platform,
      '/job/search?job_types=1,x&xp_lvls=0&work_arrangements=space&sort=9&is_company_verified=maybe&device=tv&page=0',
      { country: 'ph' },
    );
    expect(answer.status).toBe(422);
    expect(answer.code).toBe(40001);
    expect(Object.keys(answer.data.errors).sort()).toEqual(
      ['device', 'is_company_verified', 'job_types', 'page', 'sort', 'work_arrangements', 'xp_lvls'].sort(),
    );
  });

  it('refuses salary_from above salary_to, naming salary_to', async () => {
    const answer = await call(platform, '/job/search?salary_from=5000&salary_to=100', { country: 'ph' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.data.errors)).toEqual(['salary_to']);
  });

  it('accepts device and device_uuid, and blank parameters as absent', async () => {
    const result = await search('/job/search?device=mobile_web&device_uuid=abc-1&job_types=&query=&sort=');
    expect(result.sort).toBe(1);
  });
});
