import 'server-only';
import { cache } from 'react';
import { parseSalarySlug, salarySites } from '@/lib/salary-url';
import { resolveSite } from '@/lib/site-params';
import { ApiError } from '@/services/api-error';
import { getSalaryInsight } from '@/services/salary-insight';
import { serverHttp } from '@/services/server';

export interface SalaryParams {
  lang: string;
  country: string;
  slug: string;
}

/** The salary insight a page names, or null when the site has no such title or place. */
export const loadSalary = cache(async (params: SalaryParams) => {
  const site = resolveSite(params);
  if (!site || !(salarySites as readonly string[]).includes(site.country.key)) return null;
  const named = parseSalarySlug(params.slug, site.country);
  if (!named) return null;
  const http = serverHttp({ country: site.country.key, language: site.language.slug, device: 'web' });
  try {
    const insight = await getSalaryInsight(http, { title: named.title, location: named.location ?? undefined });
    return { site, insight };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
});
