import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { ConfigLists } from '@/lib/schemas/config';
import { configVersionSchema, jobTitleSearchQuerySchema } from '@/lib/schemas/config';
import { buildConfigLists } from '../../domain/config-lists';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { searchJobTitles } from '../../search/suggestions';

const skillListSize = 300;

export function configRoutes() {
  // Reference data does not change while the platform runs: build each (country, language) once.
  const cache = new Map<string, Promise<ConfigLists>>();

  return new Hono<AppEnv>()
    // The job titles nest under data.data (core spec §7): the envelope's data is { data: { job_titles } }.
    .get('/search/job-title-lists', validate('query', jobTitleSearchQuerySchema, 'query'), async (c) => {
      const { query, size } = c.get('query');
      const jobTitles = query ? await searchJobTitles(c.get('db'), { query, size, language: c.get('language') }) : [];
      return ok(c, { data: { job_titles: jobTitles } });
    })
    .get('/skill/lists', async (c) => {
      const language = c.get('language');
      const result = (await c.get('db').execute(sql`
        select skill as value, count(*)::int as count
        from jobs, unnest(jobs.skills) as skill
        where jobs.language = ${language.code} and jobs.status = 'active'
        group by skill
        order by count desc, skill asc
        limit ${skillListSize}`)) as unknown as { rows: { value: string; count: number }[] };
      return ok(c, { skills: result.rows });
    })
    .get('/:version/list', validate('param', configVersionSchema, 'params'), async (c) => {
      const country = c.get('country');
      const language = c.get('language');
      const key = `${country.key}:${language.code}`;
      let lists = cache.get(key);
      if (!lists) {
        lists = buildConfigLists(c.get('db'), country, language);
        cache.set(key, lists);
        lists.catch(() => cache.delete(key));
      }
      return ok(c, await lists);
    });
}
