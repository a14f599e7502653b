import { Hono } from 'hono';
import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { configVersionSchema, geoLocationQuerySchema, jobTitleSearchQuerySchema } from '@/lib/schemas/config';
import type { Database } from '../../db/client';
import { buildConfigLists } from '../../domain/config-lists';
import { nearestLocation } from '../../domain/nearest-location';
import { popularSkills } from '../../domain/skill-lists';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { searchJobTitles } from '../../search/suggestions';

export function configRoutes() {
  // Reference data does not change while the platform runs: build each (country, language) once.
  const cache = new Map<string, Promise<ConfigLists>>();
  const listsOf = (db: Database, country: Country, language: Language) => {
    const key = `${country.key}:${language.code}`;
    let lists = cache.get(key);
    if (!lists) {
      lists = buildConfigLists(db, country, language);
      cache.set(key, lists);
      lists.catch(() => cache.delete(key));
    }
    return lists;
  };

  return new Hono<AppEnv>()
    // The job titles nest under data.data (core spec §7): the envelope's data is { data: { job_titles } }.
    .get('/search/job-title-lists', validate('query', jobTitleSearchQuerySchema, 'query'), async (c) => {
      const { query, size } = c.get('query');
      const jobTitles = query ? await searchJobTitles(c.get('db'), { query, size, language: c.get('language') }) : [];
      return ok(c, { data: { job_titles: jobTitles } });
    })
    .get('/skill/lists', async (c) => {
      return ok(c, { skills: await popularSkills(c.get('db'), c.get('language')) });
    })
    // The Location flow (platform spec §4): the country's location nearest to the browser's
    // position, from the same localised list the location pickers show.
    .get('/geo-location', validate('query', geoLocationQuerySchema, 'position'), async (c) => {
      const lists = await listsOf(c.get('db'), c.get('country'), c.get('language'));
      const nearest = nearestLocation(c.get('position'), lists.location_lists.flatMap((region) => region.locations));
      if (!nearest) throw AppError.notFound('Location');
      return ok(c, {
        city: nearest.location.value,
        country: c.get('country').key,
        location: nearest.location,
        distance_km: Math.round(nearest.distanceKm * 10) / 10,
      });
    })
    .get('/:version/list', validate('param', configVersionSchema, 'params'), async (c) =>
      ok(c, await listsOf(c.get('db'), c.get('country'), c.get('language'))),
    );
}
