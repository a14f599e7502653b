import { getTranslations } from 'next-intl/server';
import type { CompaniesSearch } from '@/lib/companies-url';
import type { ConfigLists } from '@/lib/schemas/config';

interface CompaniesFormProps {
  search: CompaniesSearch;
  lists: Pick<ConfigLists, 'industry_lists' | 'company_sizes' | 'company_financing_stage_lists' | 'location_lists'>;
  /** The form's target: the companies list in the page's language. */
  action: string;
  /** Company names the browser offers while typing (no script: a datalist). */
  suggestions: string[];
}

/**
 * The companies search as a plain GET form: the name, each filter as a select, the sort and the
 * verified switch. It works without script; the middleware makes the query canonical.
 */
export async function CompaniesForm({ search, lists, action, suggestions }: CompaniesFormProps) {
  const t = await getTranslations('CompaniesPage');
  return (
    <form method="get" action={action} aria-label={t('searchLabel')} className="companies-form">
      <div className="companies-form__field companies-form__field--query">
        <label htmlFor="companies-query">{t('queryLabel')}</label>
        <input
          id="companies-query"
          name="query"
          type="search"
          defaultValue={search.query}
          maxLength={100}
          placeholder={t('queryPlaceholder')}
          list={suggestions.length > 0 ? 'companies-names' : undefined}
          autoComplete="off"
        />
        {suggestions.length > 0 && (
          <datalist id="companies-names">
            {suggestions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        )}
      </div>
      <div className="companies-form__field">
        <label htmlFor="companies-industry">{t('industry')}</label>
        <select id="companies-industry" name="industry" defaultValue={search.industry ?? ''}>
          <option value="">{t('anyIndustry')}</option>
          {lists.industry_lists.map((o) => (
            <option key={o.id} value={o.id}>
              {o.value}
            </option>
          ))}
        </select>
      </div>
      <div className="companies-form__field">
        <label htmlFor="companies-size">{t('size')}</label>
        <select id="companies-size" name="size" defaultValue={search.size ?? ''}>
          <option value="">{t('anySize')}</option>
          {lists.company_sizes.map((o) => (
            <option key={o.id} value={o.id}>
              {o.value}
            </option>
          ))}
        </select>
      </div>
      <div className="companies-form__field">
        <label htmlFor="companies-stage">{t('stage')}</label>
        <select id="companies-stage" name="stage" defaultValue={search.stage ?? ''}>
          <option value="">{t('anyStage')}</option>
          {lists.company_financing_stage_lists.map((o) => (
            <option key={o.id} value={o.id}>
              {o.value}
            </option>
          ))}
        </select>
      </div>
      <div className="companies-form__field">
        <label htmlFor="companies-location">{t('location')}</label>
        <select id="companies-location" name="location" defaultValue={search.location ?? ''}>
          <option value="">{t('anyLocation')}</option>
          {lists.location_lists.map((region) => (
            <optgroup key={region.id} label={region.value}>
              {region.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.value}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="companies-form__field">
        <label htmlFor="companies-sort">{t('sort')}</label>
        <select id="companies-sort" name="sort" defaultValue={search.sort ?? ''}>
          <option value="">{search.query ? t('sortRelevance') : t('sortOpenJobs')}</option>
          {search.query && <option value="open_jobs">{t('sortOpenJobs')}</option>}
          <option value="name">{t('sortName')}</option>
          <option value="newest">{t('sortNewest')}</option>
        </select>
      </div>
      <div className="companies-form__check">
        <input id="companies-verified" name="verified" type="checkbox" value="1" defaultChecked={search.verified} />
        <label htmlFor="companies-verified">{t('verifiedOnly')}</label>
      </div>
      <button type="submit" className="button companies-form__submit">
        {t('submit')}
      </button>
    </form>
  );
}
