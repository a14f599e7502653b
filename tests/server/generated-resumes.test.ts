import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageSlug } from '@/lib/languages';
import { resumeTemplateIds } from '@/lib/resume-templates';
import { resumeDraftListSchema, resumeDraftSchema } from '@/lib/schemas/generated-resumes';
import { users, userSkills, workExperiences } from '@/server/db/schema';
import { resumeGenerationsPerHour } from '@/server/routes/jobseeker/generated-resumes';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { createSeeker, type Seeker, send } from './applications-fixtures';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

interface Words {
  first: string;
  last: string;
  summary: string;
  title: string;
  company: string;
  body: string;
  skill: string;
}

const profiles: Partial<Record<LanguageSlug, Words>> = {
  'ja-jp': {
    first: '花子',
    last: '山田',
    summary: '東京を拠点にウェブアプリケーションの設計と開発に八年間携わってきました。',
    title: 'シニアエンジニア',
    company: '株式会社サンプル',
    body: '決済基盤の刷新を主導し処理時間を四割短縮しました。',
    skill: '要件定義',
  },
  'ar-ae': {
    first: 'ليلى',
    last: 'حسن',
    summary: 'مهندسة برمجيات بخبرة ثماني سنوات في تطوير تطبيقات الويب في دبي',
    title: 'مهندسة أولى',
    company: 'شركة النور',
    body: 'قادت فريقا من خمسة مهندسين لبناء منصة الدفع',
    skill: 'إدارة المشاريع',
  },
  'zh-cn': {
    first: '小明',
    last: '王',
    summary: '在上海从事网页应用开发八年，专注于性能与可靠性。',
    title: '高级工程师',
    company: '示例科技有限公司',
    body: '负责支付系统重构，将处理时间缩短了四成。',
    skill: '系统设计',
  },
};

async function seekerWith(words: Words, language: LanguageSlug): Promise<Seeker> {
  const seeker = await createSeeker(platform);
  const db = platform.handle.db;
  await db.update(users).set({ firstName: words.first, lastName: words.last, summary: words.summary, languageSlug: language }).where(eq(users.id, seeker.id));
  await db.insert(workExperiences).values({
    userId: seeker.id,
    companyName: words.company,
    jobTitle: words.title,
    workingPeriodFrom: '2020-01-01',
    isCurrentlyWorkHere: true,
    description: words.body,
  });
  await db.insert(userSkills).values({ userId: seeker.id, value: words.skill });
  return seeker;
}

const generate = (seeker: Seeker | null, body: unknown) => send(platform, 'POST', '/jobseeker/generate-resume', { headers: seeker?.headers ?? {}, body });
const list = async (seeker: Seeker) => resumeDraftListSchema.parse((await send(platform, 'GET', '/jobseeker/generated-resumes', { headers: seeker.headers })).data).drafts;
const download = (seeker: Seeker | null, id: number) => platform.request(`/jobseeker/generated-resumes/${id}/download`, { headers: seeker?.headers ?? {} });

/**
 * The text of every page as PDF.js reads it, without white space: PDF.js cuts a line into items
 * where the font changes (each CJK character may come from another file of the font) and around
 * right-to-left words, so the check is on the characters and their order within each word.
 */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  return parts.join('').replace(/\s+/g, '');
}

describe('generated resumes', () => {
  for (const [language, words] of Object.entries(profiles) as [LanguageSlug, Words][]) {
    it(`sets a ${language} profile as real, selectable text in every template`, async () => {
      const seeker = await seekerWith(words, language);
      for (const template of resumeTemplateIds) {
        const answer = await generate(seeker, { template_id: template });
        expect(answer.status, JSON.stringify(answer)).toBe(201);
        const draft = resumeDraftSchema.parse(answer.data);
        expect(draft.missing_characters).toEqual([]);
        const response = await download(seeker, draft.id);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
        const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
        // Each word of the profile comes back in order, shaped letters and all (no glyph left without its text).
        for (const field of [words.first, words.last, words.title, words.company, words.skill, words.summary, words.body]) {
          for (const word of field.split(' ')) expect(text, `${template}: ${word}`).toContain(word.replace(/\s/g, ''));
        }
        // A glyph without its characters reads back as a stray control character or U+FFFD.
        expect([...text].some((char) => (char.codePointAt(0) as number) < 0x20 || char === '\ufffd')).toBe(false);
      }
      expect(await list(seeker)).toHaveLength(3);
    });
  }

  it('sets the resume in another language when asked, and the headings follow it', async () => {
    const seeker = await seekerWith(profiles['ja-jp'] as Words, 'ja-jp');
    const answer = await generate(seeker, { template_id: 'classic', language: 'ar-ae' });
    expect(answer.status).toBe(201);
    const text = await pdfText(new Uint8Array(await (await download(seeker, answer.data.id)).arrayBuffer()));
    expect(text).toContain('الخبرة');
    expect(text).toContain('シニアエンジニア');
  });

  it('names the characters no shipped font draws, and sets the rest', async () => {
    const seeker = await seekerWith({ ...(profiles['ja-jp'] as Words), skill: 'Kotlin Yazılım Geliştirme 😀 乬' }, 'ja-jp');
    const answer = await generate(seeker, { template_id: 'classic' });
    expect(answer.status).toBe(201);
    expect(answer.data.missing_characters.sort()).toEqual(['乬', '😀'].sort());
    const text = await pdfText(new Uint8Array(await (await download(seeker, answer.data.id)).arrayBuffer()));
    expect(text).toContain('Kotlin');
    expect(text).toContain('YazılımGeliştirme');
    expect(text).toContain('シニアエンジニア');
  });

  it('keeps at most five drafts (41254), lists them newest first and deletes one to make room', async () => {
    const seeker = await seekerWith(profiles['ja-jp'] as Words, 'en-us');
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) ids.push((await generate(seeker, { template_id: resumeTemplateIds[n % 3] })).data.id);
    expect(await generate(seeker, { template_id: 'modern' })).toMatchObject({ status: 422, code: 41254 });
    expect((await list(seeker)).map((draft) => draft.id)).toEqual([...ids].reverse());

    const removed = await send(platform, 'DELETE', `/jobseeker/generated-resumes/${ids[0]}/delete`, { headers: seeker.headers });
    expect(removed).toMatchObject({ status: 200, data: { id: ids[0] } });
    expect((await download(seeker, ids[0] as number)).status).toBe(404);
    expect((await generate(seeker, { template_id: 'modern' })).status).toBe(201);
  });

  it('generates at most 20 resumes an hour per seeker (40006 with retry_after)', async () => {
    const seeker = await seekerWith(profiles['zh-cn'] as Words, 'zh-cn');
    for (let n = 0; n < resumeGenerationsPerHour; n++) await platform.services.limiter.hit(`generateResume:${seeker.id}`, resumeGenerationsPerHour, 3600, platform.now);
    const answer = await generate(seeker, { template_id: 'classic' });
    expect(answer).toMatchObject({ status: 429, code: 40006 });
    expect(answer.data.retry_after).toBeGreaterThan(0);
    expect(await list(seeker)).toEqual([]);
  });

  it('shows a draft to its owner only; no session is 401; bad input is 422', async () => {
    const owner = await seekerWith(profiles['zh-cn'] as Words, 'zh-cn');
    const stranger = await createSeeker(platform);
    const { data } = await generate(owner, { template_id: 'compact' });

    expect((await download(stranger, data.id)).status).toBe(404);
    expect(await send(platform, 'DELETE', `/jobseeker/generated-resumes/${data.id}/delete`, { headers: stranger.headers })).toMatchObject({ status: 404, code: 40004 });
    expect((await list(owner)).map((draft) => draft.id)).toEqual([data.id]);
    expect(await list(stranger)).toEqual([]);

    expect((await generate(null, { template_id: 'classic' })).status).toBe(401);
    expect((await download(null, data.id)).status).toBe(401);
    expect((await send(platform, 'GET', '/jobseeker/generated-resumes')).status).toBe(401);
    expect((await send(platform, 'DELETE', `/jobseeker/generated-resumes/${data.id}/delete`)).status).toBe(401);

    for (const body of [{}, { template_id: 'fancy' }, { template_id: 42 }, { template_id: 'classic', language: 'xx-yy' }, null, 'classic']) {
      const answer = await generate(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.code).toBe(40001);
    }
    expect((await generate(owner, { template_id: 'fancy' })).data.errors.template_id).toEqual(['Choose one of the resume templates']);
    expect((await download(owner, 9_999_999_999)).status).toBe(404);
    expect((await list(owner)).length).toBe(1);
  });
});
