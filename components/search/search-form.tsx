'use client';

import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useText } from '@/components/providers/text-provider';
import { encodeSearchPath } from '@/lib/search-url';
import { detectDevice, documentSite, loadBrowserHttp } from '@/services/browser-context';
import { clearHistory, type HistoryEntry, readHistory, rememberSearch } from './search-history';
import type { LocationGroup } from './location-groups';
import { useSuggestions } from './use-suggestions';

interface Suggestion {
  id: string;
  kind: 'history' | 'title' | 'company';
  label: string;
  keyword: string;
  location: string | null;
  titleId?: number;
}

interface SearchFormProps {
  keyword: string;
  location: string | null;
  locations: LocationGroup[];
  /** Where the page is, for the hot-search metric. */
  page: string;
  /** `/{lang}/jobs-hiring`: where the form goes before (or without) this script; the middleware redirects to the slug URL. */
  action: string;
}

/**
 * The search box: keyword with suggestions (an ARIA combobox: arrows move, Enter picks, Escape
 * closes), recent searches when empty, and the location. Submitting opens the slug URL; before
 * the script arrives (or without it) the form is a plain GET that the middleware redirects there.
 */
export function SearchForm(props: SearchFormProps) {
  const t = useText('SearchForm');
  const n = useText('NearMe');
  const router = useRouter();
  const [keyword, setKeyword] = useState(props.keyword);
  const [location, setLocation] = useState(props.location ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const suggestions = useSuggestions(open ? keyword : '');
  // "Jobs near me": '' idle, 'busy' asking, or why it could not ('off', 'failed').
  const [near, setNear] = useState('');
  const ids = { keyword: useId(), location: useId(), list: useId(), status: useId(), near: useId() };

  const options: Suggestion[] = useMemo(() => {
    if (!keyword.trim()) {
      return history.map((h, i) => ({ id: `h${i}`, kind: 'history', label: h.keyword, keyword: h.keyword, location: h.location }));
    }
    return [
      ...suggestions.job_titles.map((s) => ({
        id: `t${s.id}`,
        kind: 'title' as const,
        label: s.value,
        keyword: s.value,
        location: null,
        titleId: s.id,
      })),
      ...suggestions.companies.map((c) => ({ id: `c${c.id}`, kind: 'company' as const, label: c.name, keyword: c.name, location: null })),
    ];
  }, [keyword, history, suggestions]);
  const expanded = open && options.length > 0;

  function go(next: { keyword: string; location: string | null; titleId?: number }) {
    setOpen(false);
    rememberSearch({ keyword: next.keyword.trim(), location: next.location });
    const metric = {
      device: detectDevice(),
      page: props.page,
      source: 'web',
      query: next.keyword.trim() || undefined,
      job_title_id: next.titleId,
    };
    // The client and the jobs service load with the first search, not with the page.
    void Promise.all([loadBrowserHttp(), import('@/services/jobs')]).then(([http, jobs]) => jobs.postHotSearch(http, metric));
    const language = documentSite().language;
    const path = encodeSearchPath({ keyword: next.keyword, location: next.location, filters: {}, sort: null, page: 1 }, language);
    router.push(`/${language}${path}`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ keyword, location: location || null });
  }

  async function searchNearMe() {
    if (near === 'busy') return;
    setNear('busy');
    // The Location flow loads with the first click (components/search/near-me.ts).
    const outcome = await import('./near-me').then((m) => m.findNearestLocation(), () => 'failed' as const);
    if (typeof outcome === 'string') {
      setNear(outcome === 'reported' ? '' : outcome);
      return;
    }
    setNear('');
    setLocation(outcome.seoValue);
    go({ keyword, location: outcome.seoValue });
  }

  function pick(option: Suggestion) {
    setKeyword(option.keyword);
    go({ keyword: option.keyword, location: option.location ?? (location || null), titleId: option.titleId });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      // A search input clears itself on Escape; here Escape closes the suggestions and keeps the text.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> has no React typing yet; the role says the same
    <form role="search" method="get" action={props.action} aria-label={t('label')} className="search-form" onSubmit={submit}>
      <div className="search-form__field search-form__keyword">
        <label htmlFor={ids.keyword}>{t('keyword')}</label>
        <input
          id={ids.keyword}
          name="keyword"
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={100}
          placeholder={t('keywordPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={activeOption ? `${ids.list}-${activeOption.id}` : undefined}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            setHistory(readHistory());
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <div id={ids.list} role="listbox" aria-label={keyword.trim() ? t('suggestions') : t('recentSearches')} className="suggestions" hidden={!expanded}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; focus stays in the input
            <div
              key={option.id}
              id={`${ids.list}-${option.id}`}
              role="option"
              aria-selected={index === active}
              className="suggestions__item"
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              <span>{option.label}</span>
              {option.kind !== 'history' && (
                <span className="suggestions__kind">{option.kind === 'title' ? t('jobTitleSuggestion') : t('companySuggestion')}</span>
              )}
            </div>
          ))}
        </div>
        {expanded && !keyword.trim() && (
          <button
            type="button"
            className="link-button"
            onMouseDown={(event) => {
              event.preventDefault();
              clearHistory();
              setHistory([]);
            }}
          >
            {t('clearHistory')}
          </button>
        )}
        <p id={ids.status} className="visually-hidden" aria-live="polite">
          {open && keyword.trim() ? t('suggestionCount', { count: options.length }) : ''}
        </p>
      </div>
      <div className="search-form__field">
        <label htmlFor={ids.location}>{t('location')}</label>
        <select id={ids.location} name="location" value={location} onChange={(event) => setLocation(event.target.value)}>
          <option value="">{t('anyLocation')}</option>
          {props.locations.map((group) => (
            <optgroup key={group.region} label={group.region}>
              {group.locations.map((l) => (
                <option key={l.seo_value} value={l.seo_value}>
                  {l.value}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className="button search-form__submit">
        {t('submit')}
      </button>
      <div className="search-form__near">
        <button type="button" className="link-button" aria-describedby={ids.near} aria-disabled={near === 'busy'} onClick={searchNearMe}>
          {n(near === 'busy' ? 'locating' : 'button')}
        </button>
        <p id={ids.near} role="status">
          {near === 'off' || near === 'failed' ? n(near) : ''}
        </p>
      </div>
    </form>
  );
}

