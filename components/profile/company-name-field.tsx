'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { companiesByNameQuery } from '@/services/blocked-companies';
import { quietApiClient } from '@/services/session-lifecycle';
import { type FieldProps, FieldFrame } from './fields';
import styles from './company-name-field.module.css';
import profileStyles from './profile.module.css';

export const companySuggestionDelayMs = 250;

/** What was typed, once typing pauses. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The company of a work experience: free text, with the platform's companies whose display or
 * legal name matches what is typed offered below it (the search the blocked-companies settings
 * use). An ARIA combobox: arrows move, Enter or a click picks, Escape closes; a pick fills in
 * the company's display name, and any other name stays allowed.
 */
export function CompanyNameField<T extends FieldValues>(props: FieldProps<T> & { autoComplete?: string }) {
  const { form, name } = props;
  const t = useTranslations('CompanyNameField');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = String(form.watch(name) ?? '').trim();
  const settled = useSettled(typed, companySuggestionDelayMs);
  const asking = open && settled.length >= 2 && settled.length <= 100;
  const matches = useQuery({ ...companiesByNameQuery(quietApiClient, settled), enabled: asking });
  const options = asking && settled === typed ? (matches.data ?? []) : [];
  const expanded = open && options.length > 0;
  const register = form.register(name);

  function pick(index: number) {
    const company = options[index];
    if (!company) return;
    form.setValue(name, company.name as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? -1 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter picks the highlighted company instead of sending the form.
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  return (
    <FieldFrame {...props} hint={props.hint ?? t('hint')}>
      {(a11y) => (
        <div className={styles.anchor}>
          <input
            {...a11y}
            {...register}
            type="text"
            role="combobox"
            autoComplete={props.autoComplete ?? 'off'}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
            className={profileStyles.input}
            onChange={(event) => {
              void register.onChange(event);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={(event) => {
              void register.onBlur(event);
              setOpen(false);
            }}
            onKeyDown={onKeyDown}
          />
          <div id={listId} role="listbox" aria-label={t('suggestions')} className="suggestions" hidden={!expanded}>
            {options.map((company, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; focus stays in the input
              <div
                key={company.id}
                id={`${listId}-${company.id}`}
                role="option"
                aria-selected={index === active}
                className="suggestions__item"
                onMouseDown={(event) => {
                  // Keeps the focus in the input, so its blur does not close the list before the pick.
                  event.preventDefault();
                  pick(index);
                }}
              >
                <span dir="auto">{company.name}</span>
                {company.legal_name && company.legal_name !== company.name && (
                  <span className={styles.legal} dir="auto">
                    {t('legalName', { name: company.legal_name })}
                  </span>
                )}
              </div>
            ))}
          </div>
          <p role="status" className="visually-hidden">
            {asking && matches.isSuccess && settled === typed ? t('found', { count: options.length }) : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
