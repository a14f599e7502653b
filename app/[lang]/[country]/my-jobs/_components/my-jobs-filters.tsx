import { getTranslations } from 'next-intl/server';
import { applicationSorts, applicationStatuses, savedJobSorts } from '@/lib/schemas/applications';
import type { MyJobsView } from '../load-my-jobs';
import { AutoSubmitForm } from './auto-submit-form';

const sortKeys = { newest: 'sortNewest', oldest: 'sortOldest', updated: 'sortUpdated' } as const;

/** Sort, and on the applied list a state: a GET form that applies on change, and works before any script runs. */
export async function MyJobsFilters({ view }: { view: MyJobsView }) {
  const t = await getTranslations('MyJobs');
  const ts = await getTranslations('ApplicationStatus');
  const sorts = view.tab === 'saved' ? savedJobSorts : applicationSorts;
  return (
    // Keyed by the view: after a client navigation (a link to another state) the selects show
    // the new view, not the value they kept from the last one.
    <AutoSubmitForm key={`${view.tab}:${view.sort}:${view.status ?? ''}`} className="my-jobs__filters">
      <input type="hidden" name="tab" value={view.tab} />
      <div className="field">
        <label htmlFor="my-jobs-sort">{t('sortLabel')}</label>
        <select id="my-jobs-sort" name="sort" defaultValue={view.sort}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortKeys[sort])}
            </option>
          ))}
        </select>
      </div>
      {view.tab === 'applied' && (
        <div className="field">
          <label htmlFor="my-jobs-status">{t('statusLabel')}</label>
          <select id="my-jobs-status" name="status" defaultValue={view.status ?? ''}>
            <option value="">{t('statusAll')}</option>
            {applicationStatuses.map((status) => (
              <option key={status} value={status}>
                {ts(status)}
              </option>
            ))}
          </select>
        </div>
      )}
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('apply')}
        </button>
      </noscript>
    </AutoSubmitForm>
  );
}
