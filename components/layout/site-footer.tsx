import { getTranslations } from 'next-intl/server';
import { type Country, countries } from '@/lib/countries';
import { parseWebEnv } from '@/lib/env';
import type { Language } from '@/lib/languages';
import { siteOrigin } from '@/lib/site-url';
import { sitePlace } from './country-name';

const { SITE_URL_PATTERN } = parseWebEnv();

export async function SiteFooter({ language, country }: { language: Language; country: Country }) {
  const t = await getTranslations('Footer');
  const international = (await getTranslations('Metadata'))('internationalName');
  return (
    <footer className="site-footer">
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
        <p>
          <strong>{t('officeHours')}</strong> {t('officeHoursValue', { timeZone: country.timeZone })}
        </p>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
