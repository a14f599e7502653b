'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { notifications as toasts } from '@/lib/notifications';
import type { BlockedCompany, CompanyNameMatch } from '@/lib/schemas/blocked-companies';
import { ApiError } from '@/services/api-error';
import { blockCompany, searchCompaniesByName, unblockCompany } from '@/services/blocked-companies';
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
  const [blocked, setBlocked] = useState<BlockedCompany[]>(initial);
  const [name, setName] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [matches, setMatches] = useState<CompanyNameMatch[]>([]);
  const [busy, setBusy] = useState(false);
  const [fieldProblem, setFieldProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return setProblem(t('sessionEnded'));
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.company_id) return setProblem(t('limit'));
    if (error instanceof ApiError && error.status === 422 && error.fieldErrors.company_name) return setFieldProblem(t('tooShort'));
    setProblem(t('failed'));
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldProblem(null);
    const query = name.trim();
    if (query.length < 2) return setFieldProblem(t('tooShort'));
    setBusy(true);
    try {
      const answer = await searchCompaniesByName(quietApiClient(), query);
      setMatches(answer.companies);
      setSearched(query);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const block = async (company: CompanyNameMatch) => {
    setProblem(null);
    try {
      const row = await blockCompany(quietApiClient(), company.id);
      setBlocked((current) => [row, ...current.filter((item) => item.company_id !== row.company_id)]);
      setMatches((current) => current.map((item) => (item.id === company.id ? { ...item, blocked: true } : item)));
      toasts.show(t('blockedToast', { company: company.name }), 'success');
    } catch (error) {
      failed(error);
    }
  };

  const unblock = async (company: BlockedCompany) => {
    setProblem(null);
    try {
      await unblockCompany(quietApiClient(), company.company_id);
      setBlocked((current) => current.filter((item) => item.company_id !== company.company_id));
      setMatches((current) => current.map((item) => (item.id === company.company_id ? { ...item, blocked: false } : item)));
      toasts.show(t('unblockedToast', { company: company.company_name }), 'success');
    } catch (error) {
      failed(error);
    }
  };

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
            aria-invalid={fieldProblem ? true : undefined}
            aria-describedby={`${inputId}-hint${fieldProblem ? ` ${inputId}-error` : ''}`}
          />
          <p id={`${inputId}-hint`} className={styles.meta}>
            {t('searchHint')}
          </p>
          {fieldProblem && (
            <p id={`${inputId}-error`} role="alert" className={styles.alert}>
              {fieldProblem}
            </p>
          )}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('searching') : t('search')}
        </button>
      </form>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {searched !== null && (
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
                    {company.blocked ? (
                      <span className={styles.dot}>{t('isBlocked')}</span>
                    ) : (
                      <button type="button" className="button button--secondary" onClick={() => void block(company)} aria-label={t('blockNamed', { company: company.name })}>
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
                    onClick={() => void unblock(company)}
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
