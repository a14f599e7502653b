import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';
import { type CompanyTab, companyPath } from '@/lib/company-url';

/** Jobs, About and Culture and life as plain links: each tab is its own crawlable URL, no script needed. */
export async function CompanyTabs({ name, id, current }: { name: string; id: number; current: CompanyTab }) {
  const t = await getTranslations('CompanyPage');
  const tc = await getTranslations('CompanyCulture');
  const tabs = [
    { tab: 'jobs', label: t('jobsTab'), href: companyPath(name, id) },
    { tab: 'about', label: t('aboutTab'), href: companyPath(name, id, { tab: 'about' }) },
    { tab: 'culture', label: tc('tab'), href: companyPath(name, id, { tab: 'culture' }) },
  ] as const;
  return (
    <nav aria-label={t('sections')} className="company-tabs">
      <ul>
        {tabs.map((item) => (
          <li key={item.tab}>
            <Link href={item.href} prefetch={false} aria-current={item.tab === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
