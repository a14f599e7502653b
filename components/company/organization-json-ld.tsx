import { serializeJsonLd } from '@/lib/job-posting';
import type { CompanyDetail } from '@/lib/schemas/company';

/** schema.org Organization from what the company really has; absent facts are left out, never guessed. */
export function organizationJsonLd(company: CompanyDetail, options: { url: string; region: string | null }) {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: options.url,
  };
  if (company.legal_name) data.legalName = company.legal_name;
  if (company.description) data.description = company.description;
  if (company.founded_on) data.foundingDate = company.founded_on;
  if (company.website) data.sameAs = [company.website];
  if (company.phone) data.telephone = company.phone;
  if (company.email) data.email = company.email;
  if (company.employees_number !== null) data.numberOfEmployees = { '@type': 'QuantitativeValue', value: company.employees_number };
  if (company.registered_address) {
    // The country it is registered in, when it says so; otherwise the site's.
    const country = company.registered_country?.code ?? options.region;
    data.address = {
      '@type': 'PostalAddress',
      streetAddress: company.registered_address,
      ...(country ? { addressCountry: country } : {}),
    };
  }
  return data;
}

export function OrganizationJsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, serialised with < escaped
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
