import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';
import { countryDisplayName, countryInText } from '@/lib/country-name';
import { formatAmount, SalaryFigures } from '@/components/salary/salary-figures';
import { Link } from '@/i18n/link';
import { parseWebEnv } from '@/lib/env';
import { serializeJsonLd } from '@/lib/job-posting';
import { occupationJsonLd } from '@/lib/salary-insight-ld';
import { salaryPath } from '@/lib/salary-url';
import { encodeSearchPath } from '@/lib/search-url';
import { pageAlternates, pageUrl } from '@/lib/seo';
import { siteLocale } from '@/lib/site-locale';
import { loadSalary, type SalaryParams } from './load-salary';

export const revalidate = 300;

// Rendered on first visit per (language, site, title and place), then cached (docs/decisions/0001).
export function generateStaticParams() {
  return [];
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadSalary>>>;

/** The place as running text names it ("salary in the Philippines"), or as a name (`name`: the structured data's). */
async function placeOf({ site, insight }: Loaded, as: 'text' | 'name' = 'text'): Promise<string> {
  if (insight.location) return insight.location.value;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'Metadata' });
  const name = as === 'text' ? countryInText : countryDisplayName;
  return name(site.country.key, site.language.code, t('internationalName'));
}

export async function generateMetadata({ params }: { params: Promise<SalaryParams> }): Promise<Metadata> {
  const data = await loadSalary(await params);
  if (!data) return {};
  const { site, insight } = data;
  const t = await getTranslations({ locale: siteLocale(site), namespace: 'SalaryInsight' });
  const place = await placeOf(data);
  const { SITE_URL_PATTERN } = parseWebEnv();
  const path = salaryPath(insight.title.seo_value, insight.location?.seo_value ?? null, site.country);
  const values = { title: insight.title.value, place };
  return {
    title: t('metaTitle', values),
    description:
      insight.thin || insight.median === null
        ? t('metaThin', values)
        : t('metaDescription', {
            ...values,
            median: formatAmount(insight.median, insight.currency, site.language.intl),
            period: insight.period,
            count: insight.count,
          }),
    // Thin data is no landing page: kept out of the index, as an empty search is.
    robots: insight.thin ? { index: false, follow: true } : undefined,
    // The same title and place in the site's other languages: the same figures.
    alternates: pageAlternates(SITE_URL_PATTERN, site, path, { ownSiteOnly: true, indexable: !insight.thin }),
  };
}

/** `/{lang}/salaries/{title}-salary-in-{place}`: the advertised salaries of a job title in a place, server-rendered. */
export default async function SalaryPage({ params }: { params: Promise<SalaryParams> }) {
  const routeParams = await params;
  const data = await loadSalary(routeParams);
  if (!data) brandedNotFound(routeParams.lang);
  const { site, insight } = data;
  const path = salaryPath(insight.title.seo_value, insight.location?.seo_value ?? null, site.country);
  setRequestLocale(siteLocale(site));
  const t = await getTranslations('SalaryInsight');
  const place = await placeOf(data);
  const { SITE_URL_PATTERN } = parseWebEnv();
  const url = pageUrl(SITE_URL_PATTERN, site.country.key, site.language, path);
  const ld = occupationJsonLd(insight, { url, country: site.country, placeName: await placeOf(data, 'name') });
  const jobs = encodeSearchPath({ keyword: insight.title.value, location: insight.location?.seo_value ?? null, filters: {}, sort: null, page: 1 }, site.language.slug);

  return (
    <article className="salary-page">
      {ld && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with < escaped
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(ld) }} />
      )}
      <h1 dir="auto">{t('pageTitle', { title: insight.title.value, place })}</h1>
      <SalaryFigures insight={insight} place={place} locale={site.language.intl} />
      <p>
        <Link href={jobs} prefetch={false}>
          {t('seeJobs', { title: insight.title.value, place })}
        </Link>
      </p>
    </article>
  );
}
