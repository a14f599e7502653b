import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryKeys } from '@/lib/countries';
import { languages } from '@/lib/languages';
import { latestNewsResultSchema } from '@/lib/schemas/news';
import { createSession } from '@/server/auth/sessions';
import { newsArticles } from '@/server/news/articles';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../support/platform';
import { createSignedInUser } from '../support/users';

let platform: TestPlatform;
// The news is dated; the test moves the platform's clock to see what is published when.
let now = seedNow;

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1, clock: () => now });
});
afterAll(async () => {
  await platform?.close();
});

const latest = async (query: string, init: { country?: string; language?: string; headers?: Record<string, string> } = {}) => {
  const answer = await call(platform, `/news/latest${query}`, { country: 'ph', ...init });
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return latestNewsResultSchema.parse(answer.data).news;
};
const keys = (news: { key: string }[]) => news.map((item) => item.key);

describe('the news catalogue', () => {
  it('is written in every language, each title and summary its own', () => {
    for (const article of newsArticles) {
      for (const language of languages) {
        expect(article.title[language.code], `${article.key} title ${language.code}`).toBeTruthy();
        expect(article.summary[language.code], `${article.key} summary ${language.code}`).toBeTruthy();
      }
      expect(new Set(Object.values(article.title)).size, article.key).toBeGreaterThan(5);
      expect(new Set(Object.values(article.summary)).size, article.key).toBe(languages.length);
    }
    expect(new Set(newsArticles.map((a) => a.id)).size).toBe(newsArticles.length);
    expect(new Set(newsArticles.map((a) => a.key)).size).toBe(newsArticles.length);
  });

  // That each path is a page on every site is checked with the web's middleware (tests/app/talents-links.test.ts).
  it('dates every article with a real day, names only real sites, and gives paths after the language', () => {
    for (const article of newsArticles) {
      expect(new Date(`${article.publishedOn}T00:00:00Z`).toISOString().slice(0, 10), article.key).toBe(article.publishedOn);
      for (const site of article.sites ?? []) expect(countryKeys).toContain(site);
      if (article.path !== null) expect(article.path, article.key).toMatch(/^(\/[a-z0-9-]+)+$/);
    }
  });
});

describe('GET /news/latest', () => {
  it('answers what is published by today, newest first, nine at most by default', async () => {
    now = seedNow; // 2026-11-01
    expect(keys(await latest(''))).toEqual(['web3-jobs', 'company-directory', 'remote-jobs', 'scam-prevention', 'qr-login', 'job-alerts']);
    now = new Date('2026-11-26T09:00:00Z');
    const news = await latest('');
    expect(news).toHaveLength(9);
    expect(keys(news).slice(0, 4)).toEqual(['ai-career-summary', 'video-resumes', 'resume-templates', 'courses']);
    expect(news.map((item) => item.published_on)).toEqual([...news.map((item) => item.published_on)].sort().reverse());
  });

  it('publishes an article from the first instant of its day (UTC)', async () => {
    now = new Date('2026-11-20T23:59:59Z');
    expect(keys(await latest('?size=20'))).not.toContain('video-resumes');
    now = new Date('2026-11-21T00:00:00Z');
    expect(keys(await latest('?size=20'))[0]).toBe('video-resumes');
  });

  it('shows an article written for some sites on those sites only', async () => {
    now = new Date('2026-11-26T09:00:00Z');
    const everywhere = newsArticles.filter((a) => a.sites === null).length;
    expect(keys(await latest('?size=20', { country: 'sg' }))).toContain('singpass-verification');
    expect(keys(await latest('?size=20', { country: 'sg' }))).not.toContain('japan-job-details');
    expect(keys(await latest('?size=20', { country: 'jp' }))).toContain('japan-job-details');
    const philippines = await latest('?size=20', { country: 'ph' });
    expect(philippines).toHaveLength(everywhere);
    expect(keys(philippines)).not.toContain('singpass-verification');
    // The International site (no Country-Id) gets the news for every site.
    const answer = await call(platform, '/news/latest?size=20');
    expect(answer.data.news).toHaveLength(everywhere);
  });

  it('writes in the request language', async () => {
    now = new Date('2026-11-26T09:00:00Z');
    const english = await latest('?size=3');
    for (const language of languages) {
      const news = await latest('?size=3', { language: language.slug });
      expect(news.map((item) => item.id)).toEqual(english.map((item) => item.id));
      const article = newsArticles.find((a) => a.id === news[0]?.id);
      expect(news[0]?.title).toBe(article?.title[language.code]);
      expect(news[0]?.summary).toBe(article?.summary[language.code]);
    }
  });

  it('is the same for a guest, a signed-in seeker and no session at all', async () => {
    now = new Date('2026-11-26T09:00:00Z');
    const anonymous = await latest('');
    const seeker = await createSignedInUser(platform);
    expect(await latest('', { headers: seeker.headers })).toEqual(anonymous);
    const guest = await createSession(platform.handle.db, { userId: null, kind: 'guest', now: platform.now });
    expect(await latest('', { headers: { Authorization: `Bearer ${guest}` } })).toEqual(anonymous);
    // A session token that names nothing is no session: the news is public.
    expect(await latest('', { headers: { Authorization: 'Bearer not-a-session' } })).toEqual(anonymous);
  });

  it('accepts sizes 1 to 20', async () => {
    now = new Date('2026-11-26T09:00:00Z');
    expect(await latest('?size=1')).toHaveLength(1);
    expect(await latest('?size=20')).toHaveLength(newsArticles.filter((a) => a.sites === null).length);
  });

  it.each(['size=0', 'size=21', 'size=abc', 'size=1.5', 'size=-3', 'size=1e3'])('refuses %s with the field named', async (query) => {
    const answer = await call(platform, `/news/latest?${query}`, { country: 'ph' });
    expect(answer).toMatchObject({ status: 422, code: 40001 });
    expect(answer.data.errors).toHaveProperty('size');
  });
});
