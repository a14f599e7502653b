import { type Country, countries } from './countries';
import { nameSlug } from './job-url';
import type { Salary } from './schemas/job';

/**
 * Salary insight pages: `/salaries/{title}-salary-in-{place}` (docs/decisions/0075). Both names
 * are the taxonomy's SEO names (the same address in every language, like a job's); the place is
 * a city of the site, or the country itself (`software-engineer-salary-in-philippines`).
 */
export const salaryPathPrefix = '/salaries';
const joiner = '-salary-in-';

/** The country's own place name in a salary path. */
export function countryPlaceSlug(country: Country): string {
  return nameSlug(country.name, country.key);
}

export function salaryPath(title: string, place: string | null, country: Country): string {
  return `${salaryPathPrefix}/${encodeURIComponent(`${title}${joiner}${place ?? countryPlaceSlug(country)}`)}`;
}

/** The title and place (null: the whole country) a salary slug names, or null when it names none. */
export function parseSalarySlug(slug: string, country: Country): { title: string; location: string | null } | null {
  let text: string;
  try {
    text = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const at = text.lastIndexOf(joiner);
  if (at <= 0) return null;
  const title = text.slice(0, at);
  const place = text.slice(at + joiner.length);
  const seo = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
  if (!seo.test(title) || !seo.test(place) || title.length > 120 || place.length > 120) return null;
  return { title, location: place === countryPlaceSlug(country) ? null : place };
}

/** Whether a site has salary pages: every country site (the International one has no country to speak of). */
export const salarySites = countries.filter((country) => country.region !== null).map((country) => country.key);

const perMonth: Record<string, number> = { monthly: 1, annually: 1 / 12, daily: 22, hourly: 173 };

/** A job's pay at the middle of its range, per month (as the platform's salary insight counts it), or null. */
export function monthlyMiddle(salary: Salary): number | null {
  const factor = perMonth[salary.type];
  if (factor === undefined) return null;
  const from = salary.from ?? salary.to;
  const to = salary.to ?? salary.from;
  if (from === null || to === null) return null;
  return ((from + to) / 2) * factor;
}

/** Above, below or around (within 5 %) a median given per month or per year. */
export function comparedToMedian(salary: Salary, median: number, period: 'monthly' | 'annually'): 'above' | 'below' | 'around' | null {
  const monthly = monthlyMiddle(salary);
  if (monthly === null || median <= 0) return null;
  const pay = period === 'annually' ? monthly * 12 : monthly;
  if (pay > median * 1.05) return 'above';
  if (pay < median * 0.95) return 'below';
  return 'around';
}
