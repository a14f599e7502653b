import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobCard, jobSearchResultSchema } from '@/lib/schemas/job';
import { call, seedNow, startTestPlatform, type TestPlatform } from '../../support/platform';

/**
 * Search as a native speaker types (migration 0006, server/search/keyword.ts): inflected and
 * unaccented forms, Chinese in either script, a place typed with the keyword, and job functions
 * across languages. Each job is added with a title no seeded job has, so results are exact.
 */
let platform: TestPlatform;
const added: Record<string, number> = {};
const recent = new Date(seedNow.getTime() - 3_600_000);
const softwareEngineer = { functionTitleId: 211, jobFunctionId: 210, mainFunctionId: 200 };
const salesManager = { functionTitleId: 142, jobFunctionId: 140, mainFunctionId: 100 };

beforeAll(async () => {
  platform = await startTestPlatform();
  const add = async (country: string, jobs: Record<string, Parameters<TestPlatform['addJobs']>[1][number]>) => {
    const ids = await platform.addJobs(
      country,
      Object.values(jobs).map((job) => ({ postedAt: recent, description: 'Kısa.', skills: [], ...job })),
    );
    Object.keys(jobs).forEach((name, i) => {
      added[name] = ids[i] ?? -1;
    });
  };
  await add('tr', {
    trSales: { title: 'Kıdemli Satış Müdürü (Zeytinyağı)', language: 'tr', ...salesManager },
    trEngineers: { title: 'Zeytinyağı Yazılım Mühendisleri', language: 'tr', ...softwareEngineer },
  });
  await add('br', {
    brEngineer: { title: 'Engenheira de Automação Cafeeira', language: 'pt' },
    brSellers: { title: 'Vendedoras Cafeeiras', language: 'pt' },
  });
  await add('ae', {
    aeEngineer: { title: 'مهندسة الصقور', language: 'ar' },
    aeSales: { title: 'والمبيعات الصقرية', language: 'ar' },
  });
  await add('id', { idSales: { title: 'Staf Penjualan Rempah', language: 'id' } });
  await add('tw', { twEngineer: { title: '香料軟體工程師', language: 'zh-TW', ...softwareEngineer } });
  await add('ph', {
    phEnglish: { title: 'Zorblax Software Engineer', language: 'en', ...softwareEngineer },
    phManila: { title: 'Zorblax Sales Manager', language: 'en', locationId: 167001, ...salesManager },
    phCebu: { title: 'Zorblax Sales Manager', language: 'en', locationId: 167009, ...salesManager },
  });
});
afterAll(async () => {
  await platform?.close();
});

async function found(country: string, query: string, language?: number): Promise<number[]> {
  const answer = await call(platform, `/job/search?size=100&query=${encodeURIComponent(query)}`, { country, language });
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  return jobSearchResultSchema.parse(answer.data).jobs.map((job: JobCard) => job.id);
}

describe('search in every language', () => {
  it('Turkish: case, possessive and plural suffixes, without Turkish letters or dots on i', async () => {
    for (const query of ['satış müdürü zeytinyağı', 'SATIŞ MÜDÜR zeytinyagi', 'satis mudurleri zeytinyağı', 'KIDEMLİ zeytinyağı']) {
      expect(await found('tr', query), query).toContain(added.trSales);
    }
    for (const query of ['yazılım mühendisi zeytinyağı', 'yazilim muhendis zeytinyagi']) {
      expect(await found('tr', query), query).toContain(added.trEngineers);
    }
  });

  it('Portuguese: gender, plural and accents', async () => {
    expect(await found('br', 'engenheiro cafeeira')).toContain(added.brEngineer);
    expect(await found('br', 'engenheiros automacao cafeeira')).toContain(added.brEngineer);
    expect(await found('br', 'vendedor cafeeiro')).toContain(added.brSellers);
  });

  it('Arabic: the article, attached و and ب, feminine and plural endings', async () => {
    expect(await found('ae', 'مهندس الصقور')).toContain(added.aeEngineer);
    expect(await found('ae', 'المهندسين صقور')).toContain(added.aeEngineer);
    expect(await found('ae', 'مبيعات الصقرية')).toContain(added.aeSales);
  });

  it('Indonesian and Malay: affixes', async () => {
    expect(await found('id', 'jual rempah')).toContain(added.idSales);
    expect(await found('id', 'penjual rempah')).toContain(added.idSales);
  });

  it('Chinese: simplified finds traditional', async () => {
    expect(await found('tw', '香料软件工程师')).toContain(added.twEngineer);
    expect(await found('tw', '香料軟體工程師')).toContain(added.twEngineer);
  });

  it('English keeps its stemming', async () => {
    expect(await found('ph', 'zorblax software engineers')).toContain(added.phEnglish);
  });

  it('a keyword and a place typed together find the jobs in that place, in any script', async () => {
    for (const query of ['zorblax sales manila', 'zorblax ventas manila', 'zorblax マニラ', 'zorblax مانيلا']) {
      const ids = await found('ph', query);
      expect(ids, query).toContain(added.phManila);
      expect(ids, query).not.toContain(added.phCebu);
    }
  });

  it('a job function typed in another language finds the jobs of that function', async () => {
    for (const query of ['ingeniero de software', 'ソフトウェアエンジニア', 'مهندس برمجيات', '软件工程师']) {
      expect(await found('ph', query), query).toContain(added.phEnglish);
    }
    expect(await found('tr', 'sales manager')).toContain(added.trSales);
    // A word no label or job has still finds nothing.
    expect(await found('ph', 'zorblax quuxification')).toEqual([]);
  });
});
