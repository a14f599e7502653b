import type { Country } from './countries';
import type { SalaryInsight } from './schemas/salary-insight';

/**
 * schema.org Occupation data of a salary insight page: the title, the place and the estimated
 * salary as a MonetaryAmountDistribution (median and quartiles, per month or year). Thin data
 * has no figure to state, so it has no data at all.
 */
export function occupationJsonLd(insight: SalaryInsight, options: { url: string; country: Country; placeName: string }): Record<string, unknown> | null {
  if (insight.thin || insight.median === null || insight.p25 === null || insight.p75 === null) return null;
  const place = insight.location
    ? { '@type': 'City', name: options.placeName, containedInPlace: { '@type': 'Country', name: options.country.name } }
    : { '@type': 'Country', name: options.country.name };
  return {
    '@context': 'https://schema.org',
    '@type': 'Occupation',
    name: insight.title.value,
    url: options.url,
    occupationLocation: [place],
    estimatedSalary: [
      {
        '@type': 'MonetaryAmountDistribution',
        name: 'base',
        currency: insight.currency,
        duration: insight.period === 'annually' ? 'P1Y' : 'P1M',
        percentile25: insight.p25,
        median: insight.median,
        percentile75: insight.p75,
      },
    ],
    ...(insight.updated_at ? { mainEntityOfPage: { '@type': 'WebPage', lastReviewed: insight.updated_at.slice(0, 10) } } : {}),
  };
}
