'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { companyPath } from '@/lib/company-url';
import { notifications as toasts } from '@/lib/notifications';
import { languageSlugOf } from '@/lib/site-locale';
import type { FollowedCompany } from '@/lib/schemas/company-follows';
import { ApiError } from '@/services/api-error';
import { failureHandlers } from '@/services/browser-context';
import { followedCompaniesQuery, followedCompanyKeys, unfollowCompany } from '@/services/company-follows';
import { quietApiClient } from '@/services/session-lifecycle';
import styles from './notifications.module.css';

/**
 * The companies a seeker follows (issue 35 item 4), server-rendered first: each links to its page
 * and can be unfollowed here. Following happens on company pages and cards.
 */
export function FollowedCompanies({ initial, max }: { initial: FollowedCompany[]; max: number }) {
  const t = useTranslations('FollowedCompanies');
  const format = useFormatter();
  const language = languageSlugOf(useLocale());
  const headingId = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery({ ...followedCompaniesQuery(quietApiClient), initialData: initial, staleTime: 30_000 });
  const followed = list.data;

  const unfollow = useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => unfollowCompany(quietApiClient(), id),
    onMutate: () => setProblem(null),
    onSuccess: (_answer, { id, name }) => {
      queryClient.setQueryData<FollowedCompany[]>(followedCompanyKeys.list(), (current = []) => current.filter((item) => item.company_id !== id));
      toasts.show(t('unfollowedToast', { company: name }), 'success');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.isUnauthorized) {
        failureHandlers.onUnauthorized?.(error);
        return;
      }
      setProblem(t('failed'));
    },
  });

  return (
    // Not a second landmark: the page's section already names the list (in some languages with the same words).
    <div className={styles.stack}>
      <h3 id={headingId}>{t('listHeading')}</h3>
      <p className={styles.meta}>{t('count', { count: followed.length, max })}</p>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {followed.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="followed-list" aria-labelledby={headingId}>
          {followed.map((company) => (
            <li key={company.company_id} className={styles.item}>
              <div className={styles.company}>
                <span aria-hidden="true" className={styles.logo} style={{ backgroundColor: company.logo_color }}>
                  {company.company_name.slice(0, 1)}
                </span>
                <div>
                  <p dir="auto">
                    <a href={`/${language}${companyPath(company.company_name, company.company_id)}`}>{company.company_name}</a>
                  </p>
                  <p className={styles.meta}>{t('followedOn', { date: format.dateTime(new Date(company.created_at), { dateStyle: 'medium' }) })}</p>
                </div>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={unfollow.isPending}
                  onClick={() => unfollow.mutate({ id: company.company_id, name: company.company_name })}
                  aria-label={t('unfollowNamed', { company: company.company_name })}
                >
                  {t('unfollow')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
