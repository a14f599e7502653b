import { getTranslations } from 'next-intl/server';
import { UserMenu } from '@/components/auth/user-menu';
import { Link } from '@/i18n/link';
import type { Country } from '@/lib/countries';
import { type Language, languages } from '@/lib/languages';
import { countryDisplayName, countryOptions } from '@/lib/country-name';
import { LocaleSwitcher } from './locale-switcher';
import { menuEntries, userMenuEntries } from './menu';
import { MenuDrawer } from './menu-drawer';
import { accountPaintScript } from '@/lib/account-paint';
import { parseWebEnv } from '@/lib/env';
import { parseSiteHosts } from '@/lib/site';

const siteHosts = parseSiteHosts(parseWebEnv().SITE_HOSTS);

export async function SiteHeader({ language, country }: { language: Language; country: Country }) {
  const t = await getTranslations('Header');
  const tu = await getTranslations('UserMenu');
  const ts = await getTranslations('SettingsFrame');
  const tc = await getTranslations('ChatMenu');
  const tn = await getTranslations('NotificationsMenu');
  const tm = await getTranslations('Metadata');
  const tsm = await getTranslations('SiteMenu');
  const ti = await getTranslations('IdentityVerification');
  const label = (entry: (typeof menuEntries)[number]) => ('namespace' in entry ? tsm(entry.key) : t(entry.key));
  const international = tm('internationalName');
  const countryName = (key: Country['key']) => countryDisplayName(key, language.code, international);
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="site-header__inner">
        <Link href="/" className="brand">
          <span aria-hidden="true" className="brand__mark">
            h
          </span>
          <span className="brand__name">{tm('siteName')}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className="main-nav">
          <ul>
            {menuEntries.map((entry) => (
              <li key={entry.key}>
                <Link href={entry.href}>{label(entry)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LocaleSwitcher
          currentCountry={country.key}
          currentLanguage={language.slug}
          countryOptions={countryOptions(language.code, international)}
          languageOptions={languages.map((l) => ({ value: l.slug, label: l.label }))}
          siteHosts={siteHosts}
          triggerLabel={t('openSwitcher', { country: countryName(country.key), language: language.label })}
        />
        {/* Signed-in state comes from the browser's cookie, so the header stays cacheable: the
            script after the slot shows it before the first paint (docs/decisions/0068). */}
        <div className="account-slot" data-account-slot="">
          <UserMenu
            language={language.slug}
            links={{
              chat: `/${language.slug}${userMenuEntries.chat}`,
              myJobs: `/${language.slug}${userMenuEntries.myJobs}`,
              manageProfile: `/${language.slug}${userMenuEntries.manageProfile}`,
              accountSettings: `/${language.slug}${userMenuEntries.accountSettings}`,
              completeProfile: `/${language.slug}${userMenuEntries.completeProfile}`,
              verifyEmail: `/${language.slug}${userMenuEntries.verifyEmail}`,
              logIn: `/${language.slug}${userMenuEntries.logIn}`,
              notifications: `/${language.slug}${userMenuEntries.notifications}`,
              verifyIdentity: country.key === 'sg' ? `/${language.slug}${userMenuEntries.verifyIdentity}` : undefined,
            }}
            labels={{
              logIn: tu('logIn'),
              chat: tc('chat'),
              chatUnread: tc.raw('unread') as string,
              myJobs: tu('myJobs'),
              manageProfile: tu('manageProfile'),
              accountSettings: ts('menuEntry'),
              logOut: tu('logOut'),
              completeProfile: tu('completeProfile'),
              verifyEmail: tu('verifyEmail'),
              accountMenu: tu('accountMenu'),
              notifications: tn('notifications'),
              notificationsUnread: tn.raw('unread') as string,
              verifyIdentity: country.key === 'sg' ? ti('menuEntry') : undefined,
            }}
          />
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script allowed by its hash (lib/account-paint.ts) */}
        <script dangerouslySetInnerHTML={{ __html: accountPaintScript }} />
        <MenuDrawer labels={{ open: tsm('openMenu'), close: tsm('closeMenu'), title: tsm('menuTitle') }}>
          <nav aria-label={t('mainNavigation')} className="menu-drawer__nav">
            <ul>
              {menuEntries.map((entry) => (
                <li key={entry.key}>
                  <Link href={entry.href}>{label(entry)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </MenuDrawer>
      </div>
    </header>
  );
}
