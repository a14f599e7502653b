import { type Country, countries } from './countries';
import type { JobDetail } from './schemas/job';
import { escapeHtml } from './escape-html';

/** schema.org employmentType for our job type keys. */
const employmentTypes: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  freelance: 'CONTRACTOR',
};

const salaryUnits: Record<string, string> = { hourly: 'HOUR', daily: 'DAY', monthly: 'MONTH', annually: 'YEAR' };

/**
 * The country of each International hub (server/seed/reference/locations/international.ts):
 * that site has no country of its own, and a job address needs a real one.
 */
export const internationalHubCountries: Record<string, string> = {
  'san-francisco': 'US',
  'new-york': 'US',
  toronto: 'CA',
  london: 'GB',
  berlin: 'DE',
  amsterdam: 'NL',
  dubai: 'AE',
  singapore: 'SG',
  tokyo: 'JP',
  sydney: 'AU',
  bengaluru: 'IN',
};

/** Every country with a site of its own: where a remote job open worldwide takes applicants from. */
const servedRegions = countries.flatMap((c) => (c.region ? [c.region] : []));

/** Plain paragraphs as the HTML Google's JobPosting description accepts. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * JobPosting structured data from the job's own data: its currency and pay unit, its real
 * expiry as validThrough, its place or TELECOMMUTE with the countries it is open to. Only for
 * an open job; a closed one gets none.
 */
/**
 * The employer: its name, and its own site as sameAs when it has one that is a real web address.
 * Companies here have no logo image (cards draw their initials), so there is no logo to give.
 */
function organization(company: JobDetail['company']): Record<string, unknown> {
  const organization: Record<string, unknown> = { '@type': 'Organization', name: company.name };
  const website = webAddress(company.website);
  if (website) organization.sameAs = website;
  return organization;
}

function webAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function jobPostingJsonLd(
  job: JobDetail,
  options: { url: string; country: Country; jobTypeKey: string | undefined; siteName: string },
): Record<string, unknown> | null {
  if (job.status !== 'active') return null;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: paragraphs(`${job.description}\n\n${job.requirements}`),
    datePosted: job.posted_at,
    validThrough: job.expires_at,
    url: options.url,
    identifier: { '@type': 'PropertyValue', name: options.siteName, value: String(job.id) },
    hiringOrganization: organization(job.company),
    industry: job.industry.value,
    // Applying on the employer's own site is not applying here.
    directApply: !job.apply?.is_external,
  };
  const employmentType = options.jobTypeKey ? employmentTypes[options.jobTypeKey] : undefined;
  if (employmentType) posting.employmentType = employmentType;
  if (job.skills.length > 0) posting.skills = job.skills.join(', ');

  if (job.work_arrangement === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    const open = job.open_to;
    const closed = new Set((open?.closed ?? []).map((code) => code.toUpperCase()));
    const listed = open && !open.worldwide ? open.countries.map((code) => code.toUpperCase()) : servedRegions;
    const allowed = listed.filter((code) => !closed.has(code));
    posting.applicantLocationRequirements = (allowed.length > 0 ? allowed : servedRegions).map((code) => ({ '@type': 'Country', name: code }));
  }
  const addressCountry = options.country.region ?? (job.location ? internationalHubCountries[job.location.seo_value] : undefined);
  if (job.location) {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.location.value,
        // On the international site a location's region is a continent group ("Americas"), not
        // a region of the job's country: addressRegion is left out there.
        ...(job.location.region && options.country.region ? { addressRegion: job.location.region.value } : {}),
        ...(addressCountry ? { addressCountry } : {}),
      },
      geo: { '@type': 'GeoCoordinates', latitude: job.location.latitude, longitude: job.location.longitude },
    };
  }

  const unit = salaryUnits[job.salary.type];
  const { from, to } = job.salary;
  if (unit && (from !== null || to !== null)) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        ...(from !== null && to !== null && from !== to ? { minValue: from, maxValue: to } : { value: from ?? to }),
        unitText: unit,
      },
    };
  }
  return posting;
}

/** JSON for a <script> element: `<` escaped so that no text can close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
