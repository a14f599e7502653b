'use client';

import Cookies from 'js-cookie';
import { useText } from '@/components/providers/text-provider';
import { type FormEvent, useId, useRef } from 'react';
import type { CountryKey } from '@/lib/countries';
import type { LanguageSlug } from '@/lib/languages';
import { geoCookieName, hostForCountry } from '@/lib/site';

interface Option<T extends string> {
  value: T;
  label: string;
}

interface LocaleSwitcherProps {
  currentCountry: CountryKey;
  currentLanguage: LanguageSlug;
  countryOptions: Option<CountryKey>[];
  languageOptions: Option<LanguageSlug>[];
  siteHosts: Partial<Record<CountryKey, string>>;
  triggerLabel: string;
  /** Where the page is and how to leave it; the window's own by default. */
  location?: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search'>;
  navigate?: (url: string) => void;
}

/**
 * The page (path without the language, and query) to open after switching. The same page in
 * another language; on another country's site the same page too (a search, the companies list,
 * a signed-in page), except a job or a company, which live on their own country's site only:
 * there the country's companies list, or its home.
 */
export function pageOnSite(rest: string, otherCountry: boolean): string {
  if (!otherCountry) return rest;
  const first = rest.split(/[/?#]/)[1] ?? '';
  if (first === 'company') return '/companies';
  if (first === 'job') return '';
  return rest;
}

/**
 * The country and language switcher modal (platform spec §2): Country, Language, Save, Close.
 * Saving stores the language choice and keeps the visitor on the page they are on.
 */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  const t = useText('LocaleSwitcher');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const countryId = useId();
  const languageId = useId();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const country = form.get('country') as CountryKey;
    const language = form.get('language') as LanguageSlug;
    const cookie = { expires: 365, sameSite: 'Lax', path: '/', secure: window.location.protocol === 'https:' } as const;
    Cookies.set('NEXT_LOCALE', language, cookie);

    const location = props.location ?? window.location;
    const navigate = props.navigate ?? ((url: string) => window.location.assign(url));
    const host = hostForCountry(location.host, country, props.siteHosts);
    if (host === location.host && country !== props.currentCountry) Cookies.set(geoCookieName, country, cookie);
    const rest = pageOnSite(location.pathname.replace(/^\/[^/]+/, '') + location.search, country !== props.currentCountry);
    navigate(`${location.protocol}//${host}/${language}${rest}`);
  }

  return (
    <>
      <button type="button" className="switcher-trigger" onClick={() => dialog.current?.showModal()}>
        <span className="switcher-trigger__globe" aria-hidden="true">
          🌐
        </span>
        <span>{props.triggerLabel}</span>
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="modal">
        <form onSubmit={save} className="modal__body">
          <h2 id={titleId}>{t('title')}</h2>
          <label htmlFor={countryId}>{t('country')}</label>
          <select id={countryId} name="country" defaultValue={props.currentCountry}>
            {props.countryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <label htmlFor={languageId}>{t('language')}</label>
          <select id={languageId} name="language" defaultValue={props.currentLanguage}>
            {props.languageOptions.map((o) => (
              <option key={o.value} value={o.value} lang={o.value.slice(0, 2)}>
                {o.label}
              </option>
            ))}
          </select>
          <div className="modal__actions">
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t('close')}
            </button>
            <button type="submit" className="button">
              {t('save')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
