import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetailSchema } from '@/lib/schemas/company';
import { companies, jobs, jobViews, recruiters, savedJobs } from '@/server/db/schema';
import { rowsOf } from '@/server/db/rows';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { chatCall, recruiterSession, seeker } from './chat-support';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const detail = async (id: number, country: string, language: number | string = 1) => {
  const answer = await call(platform, `/company/${id}`, { country, language });
  expect(answer.status).toBe(200);
  return companyDetailSchema.parse(answer.data);
};

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const arabic = /[\u0600-\u06ff]/;

describe('GET /company/{id}: the About parts', () => {
  it('serves each stored part under its documented field, the registered country named in the reader’s language', async () => {
    const [row] = await platform.handle.db
      .select()
      .from(companies)
      .where(and(eq(companies.countryKey, 'ph'), isNotNull(companies.phone), isNotNull(companies.officeAddress), sql`jsonb_array_length(${companies.news}) > 0`))
      .orderBy(asc(companies.id))
      .limit(1);
    if (!row) throw new Error('no seeded Philippine company with contact and news');
    const english = await detail(row.id, 'ph', 1);
    expect(english).toMatchObject({
      phone: row.phone,
      email: row.email,
      website: row.website,
      address: { value: row.officeAddress },
      brands: row.brands,
      news: row.news.map((n) => ({ title: n.title, summary: n.summary, published_on: n.publishedOn })),
      employees_number: row.employeesNumber,
      photos: row.photos,
      registered_country: { code: 'PH', value: 'Philippines' },
    });
    // The map opens at the stored point, with the digits it was written with.
    expect(english.address?.latitude).toBeCloseTo(row.latitude as number, 4);
    expect(String(english.address?.longitude).length).toBeLessThanOrEqual(10);
    if (row.averageAge !== null) expect(english.average_age).toBe(Number(row.averageAge.toFixed(1)));
    expect(english.news.map((n) => n.published_on)).toEqual([...english.news.map((n) => n.published_on)].sort().reverse());
    expect((await detail(row.id, 'ph', 4)).registered_country?.value).toBe('フィリピン');
    expect((await detail(row.id, 'ph', 10)).registered_country?.value).toBe('الفلبين');
  });

  it('invents nothing: a company that gave no part answers nulls and empty lists', async () => {
    const [row] = await platform.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.countryKey, 'sg')).orderBy(asc(companies.id)).limit(1);
    if (!row) throw new Error('no Singapore company');
    await platform.handle.db
      .update(companies)
      .set({ phone: null, email: null, officeAddress: null, latitude: null, longitude: null, brands: [], news: [], employeesNumber: null, averageAge: null, registeredCountry: null, photos: [] })
      .where(eq(companies.id, row.id));
    await platform.handle.db.update(jobs).set({ isUrgent: false }).where(eq(jobs.companyId, row.id));
    expect(await detail(row.id, 'sg')).toMatchObject({
      phone: null,
      email: null,
      address: null,
      brands: [],
      news: [],
      hot_jobs: [],
      employees_number: null,
      average_age: null,
      registered_country: null,
      photos: [],
    });
  });

  it('lists as hot hiring the open jobs most wanted this week, then the urgent ones, and no quiet job', async () => {
    const [row] = await platform.handle.db.select({ id: companies.id }).from(companies).where(eq(companies.countryKey, 'my')).orderBy(asc(companies.id)).limit(1);
    if (!row) throw new Error('no Malaysian company');
    await platform.handle.db.update(jobs).set({ isUrgent: false }).where(eq(jobs.companyId, row.id));
    const now = platform.now.getTime();
    const [urgent, wanted, saved, stale, closedUrgent, verifiedOnly] = await platform.addJobs('my', [
      { companyId: row.id, isUrgent: true, postedAt: new Date(now - 5 * 86_400_000), status: 'active' },
      { companyId: row.id, isUrgent: false, status: 'active' },
      { companyId: row.id, isUrgent: false, status: 'active' },
      { companyId: row.id, isUrgent: false, status: 'active' },
      { companyId: row.id, isUrgent: true, status: 'closed' },
      { companyId: row.id, isUrgent: true, status: 'active', verifiedOnly: true },
    ]);
    const today = platform.now.toISOString().slice(0, 10);
    const longAgo = new Date(now - 10 * 86_400_000).toISOString().slice(0, 10);
    await platform.handle.db.insert(jobViews).values([
      ...[1, 2, 3, 4].map((n) => ({ jobId: wanted as number, deviceUuid: `device-${n}`, device: 'web', viewedOn: today })),
      { jobId: saved as number, deviceUuid: 'device-9', device: 'web', viewedOn: today },
      ...[1, 2, 3, 4].map((n) => ({ jobId: stale as number, deviceUuid: `device-${n}`, device: 'web', viewedOn: longAgo })),
    ]);
    const fan = await seeker(platform);
    await platform.handle.db.insert(savedJobs).values({ userId: fan.id, jobId: saved as number, createdAt: new Date(now - 86_400_000) });
    const hot = (await detail(row.id, 'my')).hot_jobs;
    // wanted: 4 views; saved: a view and a save (1 + 2); then the urgent one; never the stale, closed or verified-only.
    expect(hot.map((job) => job.id)).toEqual([wanted, saved, urgent]);
    expect(hot.map((job) => job.id)).not.toContain(closedUrgent);
    expect(hot.map((job) => job.id)).not.toContain(verifiedOnly);
    expect(hot[0]?.company.id).toBe(row.id);
  });
});

describe('the seeded About parts', () => {
  it('are written in the company’s own language, and not every company has every part', async () => {
    const all = await platform.handle.db.select().from(companies);
    for (const [country, script] of [['jp', japanese], ['ae', arabic]] as const) {
      const local = all.filter((c) => c.countryKey === country && script.test(c.name));
      const withText = local.filter((c) => c.brands.length > 0 || c.news.length > 0);
      expect(withText.length, country).toBeGreaterThan(0);
      for (const company of withText) {
        for (const text of [...company.brands.map((b) => b.description), ...company.news.map((n) => n.title)]) expect(text, company.name).toMatch(script);
      }
      const english = all.filter((c) => c.countryKey === country && !script.test(c.name) && c.news.length > 0);
      for (const company of english) for (const item of company.news) expect(item.title, company.name).not.toMatch(script);
    }
    const share = (has: (c: (typeof all)[number]) => boolean) => all.filter(has).length / all.length;
    for (const part of [
      (c: (typeof all)[number]) => c.phone !== null,
      (c: (typeof all)[number]) => c.brands.length > 0,
      (c: (typeof all)[number]) => c.news.length > 0,
      (c: (typeof all)[number]) => c.photos.length > 0,
      (c: (typeof all)[number]) => c.averageAge !== null,
    ]) {
      expect(share(part)).toBeGreaterThan(0.3);
      expect(share(part)).toBeLessThan(0.95);
    }
    // The International site's companies are registered where their hub is.
    expect(new Set(all.filter((c) => c.countryKey === 'com').map((c) => c.registeredCountry)).size).toBeGreaterThan(1);
  });

  it('has album pictures the platform serves, and nothing it does not know', async () => {
    const [row] = await platform.handle.db
      .select({ photos: companies.photos })
      .from(companies)
      .where(sql`cardinality(${companies.photos}) > 0`)
      .limit(1);
    expect(row?.photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of row?.photos ?? []) {
      expect(photo).toMatch(/^\/api\/company\/album\/[a-z]+-\d\.svg$/);
      const response = await platform.request(photo.replace(/^\/api/, ''));
      expect(response.status, photo).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    for (const path of ['/company/album/office-9.svg', '/company/album/garden-0.svg', '/company/album/office-0.png', '/company/album/..%2Foffice-0.svg']) {
      const response = await platform.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { code: number }).code, path).toBe(40004);
    }
  });
});

describe('blocking a company from its page (the settings’ endpoints)', () => {
  const companyOf = async (country: string) => {
    const [row] = await platform.handle.db
      .select({ id: jobs.companyId })
      .from(jobs)
      .where(and(eq(jobs.countryKey, country), eq(jobs.status, 'active'), gt(jobs.expiresAt, platform.now)))
      .orderBy(asc(jobs.id))
      .limit(1);
    if (!row) throw new Error(`no company with jobs in ${country}`);
    return row.id;
  };
  const as = (user: { headers: Record<string, string> } | null, method: string, path: string, body?: unknown) =>
    call(platform, path, {
      method,
      country: 'ph',
      headers: { ...(user?.headers ?? {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('blocks and unblocks the page’s company, which the blocked list shows and then no longer', async () => {
    const id = await companyOf('ph');
    const me = await seeker(platform);
    const blocked = await as(me, 'POST', '/company/blacklist-companies/create', { company_id: id });
    expect(blocked).toMatchObject({ status: 201, code: 0, data: { company_id: id } });
    // Twice is still once.
    expect((await as(me, 'POST', '/company/blacklist-companies/create', { company_id: id })).status).toBe(201);
    const listed = await as(me, 'GET', '/company/blacklist-companies');
    expect((listed.data.companies as { company_id: number }[]).filter((c) => c.company_id === id)).toHaveLength(1);
    // The page itself stays public and the same for everyone.
    expect((await call(platform, `/company/${id}`, { country: 'ph', headers: me.headers })).status).toBe(200);
    expect(await as(me, 'DELETE', `/company/${id}/blacklist-companies/delete`)).toMatchObject({ status: 200, data: { deleted: true } });
    expect(await as(me, 'DELETE', `/company/${id}/blacklist-companies/delete`)).toMatchObject({ status: 200, data: { deleted: false } });
    expect((await as(me, 'GET', '/company/blacklist-companies')).data.companies).toEqual([]);
  });

  it('refuses malformed input with 422 naming company_id, and an unknown company with 404', async () => {
    const me = await seeker(platform);
    for (const body of [{}, { company_id: 'abc' }, { company_id: 0 }, { company_id: 1.5 }, { company_id: -3 }, { company_id: 1e12 }, '{"company_id":', '[]']) {
      const answer = await as(me, 'POST', '/company/blacklist-companies/create', body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.code).toBe(40001);
    }
    expect(Object.keys((await as(me, 'POST', '/company/blacklist-companies/create', { company_id: 'abc' })).data.errors)).toEqual(['company_id']);
    expect(await as(me, 'POST', '/company/blacklist-companies/create', { company_id: 99_999_999 })).toMatchObject({ status: 404, code: 40004 });
    // Another site's company is not one this site can block, as its page here is a 404.
    const japanese = await companyOf('jp');
    expect(await as(me, 'POST', '/company/blacklist-companies/create', { company_id: japanese })).toMatchObject({ status: 404, code: 40004 });
    for (const path of ['/company/abc/blacklist-companies/delete', '/company/1.5/blacklist-companies/delete']) {
      expect((await as(me, 'DELETE', path)).status, path).toBe(404);
    }
    expect((await as(me, 'GET', '/company/blacklist-companies')).data.companies).toEqual([]);
  });

  it('keeps each seeker’s blocks their own: another seeker can neither see nor lift them', async () => {
    const id = await companyOf('ph');
    const me = await seeker(platform);
    const other = await seeker(platform);
    await as(me, 'POST', '/company/blacklist-companies/create', { company_id: id });
    expect((await as(other, 'GET', '/company/blacklist-companies')).data.companies).toEqual([]);
    expect(await as(other, 'DELETE', `/company/${id}/blacklist-companies/delete`)).toMatchObject({ status: 200, data: { deleted: false } });
    expect((await as(me, 'GET', '/company/blacklist-companies')).data.companies.map((c: { company_id: number }) => c.company_id)).toEqual([id]);
  });

  it('asks for a seeker’s session: none or a forged one is 401, a recruiter’s is 403, and nothing changes', async () => {
    const id = await companyOf('ph');
    const count = async () => Number(rowsOf<{ n: number }>(await platform.handle.db.execute(sql`select count(*)::int as n from blocked_companies`))[0]?.n);
    const before = await count();
    const [someRecruiter] = await platform.handle.db.select({ id: recruiters.id }).from(recruiters).orderBy(asc(recruiters.id)).limit(1);
    const recruiter = await recruiterSession(platform, someRecruiter?.id as number);
    const calls: [string, string, unknown?][] = [
      ['GET', '/company/blacklist-companies'],
      ['POST', '/company/blacklist-companies/create', { company_id: id }],
      ['DELETE', `/company/${id}/blacklist-companies/delete`],
    ];
    for (const [method, path, body] of calls) {
      expect((await as(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await as({ headers: { Authorization: 'Bearer not-a-session' } }, method, path, body)).status, `${method} ${path} forged`).toBe(401);
      expect((await chatCall(platform, recruiter, method, path, body)).status, `${method} ${path} as recruiter`).toBe(403);
    }
    expect(await count()).toBe(before);
  });
});
