'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { notifications as toasts } from '@/lib/notifications';
import type { BlockedCompany } from '@/lib/schemas/blocked-companies';
import { ApiError } from '@/services/api-error';
import { blockCompany, blockedCompaniesQuery, companiesByNameQuery, unblockCompany } from '@/services/blocked-companies';
import { quietApiClient } from '@/services/session-lifecycle';
import styles from './notifications.module.css';

function Logo({ name, color }: { name: string; color: string }) {
  return (
    <span aria-hidden="true" className={styles.logo} style={{ backgroundColor: color }}>
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * Blocked companies (platform spec §6, §7 Company): find a company by its display or legal name,
 * block it, and unblock the ones in the list (server-rendered first). Toasts confirm each change.
 */
export function BlockedCompanies({ initial }: { initial: BlockedCompany[] }) {
  const t = useTranslations('BlockedCompanies');
  const format = useFormatter();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The list the server rendered is the query's first answer; the company page shares it.
  const list = useQuery({ ...blockedCompaniesQuery(quietApiClient), initialData: initial, staleTime: 30_000 });
  const found = useQuery({ ...companiesByNameQuery(quietApiClient, searched ?? ''), enabled: searched !== null, retry: false });
  const blocked = list.data;
  const blockedIds = new Set(blocked.map((item) => item.company_id));

  const problemOf = (error: unknown): { field?: string; page?: string } => {
    if (error instanceof ApiError && error.status === 401) return { page: t('sessionEnded') };
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.company_id) return { page: t('limit') };
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.company_name) return { field: t('tooShort') };
    return { page: t('failed') };
  };
  const failed = (error: unknown) => {
    const said = problemOf(error);
    if (said.field) setFieldProblem(said.field);
    if (said.page) setProblem(said.page);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldProblem(null);
    const query = name.trim();
    if (query.length < 2) return setFieldProblem(t('tooShort'));
    if (query === searched) void found.refetch();
    setSearched(query);
  };

  const change = useMutation({
    mutationFn: async ({ id, block }: { id: number; name: string; block: boolean }) => {
      if (block) return { block, row: await blockCompany(quietApiClient(), id) };
      await unblockCompany(quietApiClient(), id);
      return { block, row: null };
    },
    onMutate: () => setProblem(null),
    onSuccess: ({ block, row }, { id, name: company }) => {
      queryClient.setQueryData<BlockedCompany[]>(blockedCompaniesQuery(quietApiClient).queryKey, (current = []) => {
        const others = current.filter((item) => item.company_id !== id);
        return block && row ? [row, ...others] : others;
      });
      toasts.show(t(block ? 'blockedToast' : 'unblockedToast', { company }), 'success');
    },
    onError: failed,
  });
  const searchProblem = found.error ? problemOf(found.error) : null;
  const shownFieldProblem = fieldProblem ?? searchProblem?.field ?? null;
  const shownProblem = problem ?? searchProblem?.page ?? null;
  const matches = found.data ?? [];

  return (
    <div className={styles.stack}>
      <form className={styles.search} onSubmit={(event) => void search(event)} noValidate>
        <div>
          <label htmlFor={inputId}>{t('searchLabel')}</label>
          <input
            id={inputId}
            type="search"
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            aria-invalid={shownFieldProblem ? true : undefined}
            aria-describedby={`${inputId}-hint${shownFieldProblem ? ` ${inputId}-error` : ''}`}
          />
          <p id={`${inputId}-hint`} className={styles.meta}>
            {t('searchHint')}
          </p>
          {shownFieldProblem && (
            <p id={`${inputId}-error`} role="alert" className={styles.alert}>
              {shownFieldProblem}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={found.isFetching}>
          {found.isFetching ? t('searching') : t('search')}
        </button>
      </form>
      {shownProblem && (
        <p role="alert" className={styles.alert}>
          {shownProblem}
        </p>
      )}
      {searched !== null && found.isSuccess && (
        <section aria-labelledby={`${inputId}-results`}>
          <h3 id={`${inputId}-results`}>{t('results')}</h3>
          {matches.length === 0 ? (
            <p>{t('noResults', { name: searched })}</p>
          ) : (
            <ul className={styles.list}>
              {matches.map((company) => (
                <li key={company.id} className={styles.item}>
                  <div className={styles.company}>
                    <Logo name={company.name} color={company.logo_color} />
                    <div>
                      <p dir="auto">{company.name}</p>
                      {company.legal_name && company.legal_name !== company.name && (
                        <p className={styles.meta} dir="auto">
                          {t('legalName', { name: company.legal_name })}
                        </p>
                      )}
                    </div>
                  </div>
                  <div className={styles.actions}>
                    {blockedIds.has(company.id) ? (
                      <span className={styles.dot}>{t('isBlocked')}</span>
                    ) : (
                      <button type="button" className="button button--secondary" onClick={() => change.mutate({ id: company.id, name: company.name, block: true })} aria-label={t('blockNamed', { company: company.name })}>
                        {t('block')}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <section aria-labelledby={`${inputId}-blocked`}>
        <h3 id={`${inputId}-blocked`}>{t('listHeading')}</h3>
        {blocked.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list} data-testid="blocked-list">
            {blocked.map((company) => (
              <li key={company.company_id} className={styles.item}>
                <div className={styles.company}>
                  <Logo name={company.company_name} color={company.logo_color} />
                  <div>
                    <p dir="auto">{company.company_name}</p>
                    <p className={styles.meta}>{t('blockedOn', { date: format.dateTime(new Date(company.created_at), { dateStyle: 'medium' }) })}</p>
                  </div>
                </div>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => change.mutate({ id: company.company_id, name: company.company_name, block: false })}
                    aria-label={t('unblockNamed', { company: company.company_name })}
                  >
                    {t('unblock')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
