import { getTranslations } from 'next-intl/server';
import { type Country, countries } from '@/lib/countries';
import { parseWebEnv } from '@/lib/env';
import type { Language } from '@/lib/languages';
import { offices, telHref } from '@/lib/offices';
import { siteOrigin } from '@/lib/site-url';
import { serverConfigLists } from '@/services/server-config';
import { sitePlace } from '@/lib/country-name';
import { footerCategories, footerCompanyPaths, footerHelpPages } from './footer-links';
import { officeHoursParts } from './office-hours';
import './site-footer.css';

const { SITE_URL_PATTERN } = parseWebEnv();

/** The categories' names in the page's language; without the platform, the footer keeps "All jobs". */
async function mainFunctions(country: Country, language: Language) {
  try {
    return (await serverConfigLists(country.key, language.slug)).main_functions;
  } catch {
    return [];
  }
}

/**
 * The site footer (platform spec §2): job categories, companies, help and policy pages, jobs per
 * country, the country's office with its hours and address, and the employer helpline. Plain
 * links only: it adds no client JavaScript to any page.
 */
export async function SiteFooter({ language, country }: { language: Language; country: Country }) {
  const t = await getTranslations('Footer');
  const f = await getTranslations('SiteFooter');
  const international = (await getTranslations('Metadata'))('internationalName');
  const place = sitePlace(country.key, language.code, international);
  const local = (path: string) => `/${language.slug}${path}`;
  const categories = footerCategories(await mainFunctions(country, language), f('allJobs'));
  const office = offices[country.key];
  const hours = officeHoursParts(office, language.intl, country.timeZone);
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-labelledby="footer-categories" className="site-footer__column">
          <h2 id="footer-categories">{f('categoriesHeading')}</h2>
          <ul>
            {categories.map((link) => (
              <li key={link.key}>
                <a href={local(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-companies" className="site-footer__column">
          <h2 id="footer-companies">{f('companiesHeading')}</h2>
          <ul>
            <li>
              <a href={local(footerCompanyPaths.directory)}>{f('companyDirectory')}</a>
            </li>
            <li>
              <a href={local(footerCompanyPaths.downloadApp)}>{f('downloadApp')}</a>
            </li>
            <li>
              <a href={local(footerCompanyPaths.talents)}>{f('talents')}</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-help" className="site-footer__column">
          <h2 id="footer-help">{f('helpHeading')}</h2>
          <ul>
            {footerHelpPages.map((page) => (
              <li key={page.slug}>
                <a href={local(page.href)}>{f(page.key)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-office" className="site-footer__column site-footer__office">
          <h2 id="footer-office">{f('officeHeading', place)}</h2>
          <address>
            {office.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <p>
            <strong>{f('officeHours')}</strong>
            <span>{f('officeDays', hours)}</span>
          </p>
          <p>
            <strong>{f('jobseekerSupport')}</strong>
            <a href={`mailto:${office.supportEmail}`} aria-label={f('email', { address: office.supportEmail })}>
              <bdi>{office.supportEmail}</bdi>
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-helpline" className="site-footer__column site-footer__office">
          <h2 id="footer-helpline">{f('employerHelpline')}</h2>
          <p>{f('employerHelplineText')}</p>
          <p>
            <a href={telHref(office.helpline)} aria-label={f('call', { number: office.helpline })}>
              <bdi dir="ltr">{office.helpline}</bdi>
            </a>
          </p>
          <p>
            <a href={`mailto:${office.helplineEmail}`} aria-label={f('email', { address: office.helplineEmail })}>
              <bdi>{office.helplineEmail}</bdi>
            </a>
          </p>
        </section>
      </div>
      <nav aria-labelledby="footer-countries" className="site-footer__countries">
        <h2 id="footer-countries">{t('jobsPerCountry')}</h2>
        <ul>
          {countries.map((c) => (
            <li key={c.key}>
              <a href={`${siteOrigin(SITE_URL_PATTERN, c.key)}/${language.slug}`} hrefLang={language.code}>
                {t('jobsIn', sitePlace(c.key, language.code, international))}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__meta">
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
