'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { ApiError } from '@/services/api-error';
import { FormAlert } from './fields';
import { ProfileDialog } from './profile-dialog';
import styles from './profile.module.css';

export interface EntryView {
  title: string;
  subtitle?: string | null;
  /** The subtitle is a web address to open (a saved link). */
  subtitleHref?: string | null;
  lines?: (string | null)[];
  text?: string | null;
}

export interface EntryFormProps<T> {
  entry: T | null;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A profile section of entries (work, education, licenses, links, languages, preferences):
 * the list, and add, edit and delete in dialogs. The section's own form does the saving;
 * `onChanged` refreshes whatever shows the profile.
 */
export function EntryList<T extends { id: number }>({
  title,
  addLabel,
  emptyText,
  items,
  view,
  renderForm,
  remove,
  onChanged,
  deleteProblem,
}: {
  title: string;
  addLabel: string;
  emptyText: string;
  items: T[];
  view: (item: T) => EntryView;
  renderForm: (props: EntryFormProps<T>) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  onChanged: () => Promise<unknown>;
  /** A message for a refused delete (e.g. the last job preference, 41341). */
  deleteProblem?: (error: ApiError) => string | null;
}) {
  const t = useTranslations('ProfileForm');
  const headingId = useId();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useMutation({
    mutationFn: (id: number) => remove(id),
    onSuccess: async () => {
      setDeleting(null);
      await onChanged();
    },
    onError: (error) => {
      setDeleting(null);
      setProblem(error instanceof ApiError ? (deleteProblem?.(error) ?? null) : null);
    },
  });
  const close = () => setEditing(null);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId}>{title}</h2>
        <button type="button" className="button button--secondary" onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      </div>
      <FormAlert message={problem} />
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.entries}>
          {items.map((item) => {
            const shown = view(item);
            return (
              <li key={item.id} className={styles.entry}>
                <div>
                  <h3>{shown.title}</h3>
                  {shown.subtitle && (
                    <p>
                      {shown.subtitleHref && /^https?:\/\//i.test(shown.subtitleHref) ? (
                        <a href={shown.subtitleHref} target="_blank" rel="noopener noreferrer nofollow" dir="ltr">
                          {shown.subtitle}
                        </a>
                      ) : (
                        shown.subtitle
                      )}
                    </p>
                  )}
                  {shown.lines?.filter(Boolean).map((line) => <p key={line}>{line}</p>)}
                  {shown.text && <p className={styles.entryText}>{shown.text}</p>}
                </div>
                <div className={styles.entryActions}>
                  <button type="button" className="link-button" onClick={() => setEditing(item)} aria-label={t('editNamed', { name: shown.title })}>
                    {t('edit')}
                  </button>
                  <button type="button" className="link-button" onClick={() => setDeleting(item)} aria-label={t('deleteNamed', { name: shown.title })}>
                    {t('delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ProfileDialog open={editing !== null} title={editing === 'new' ? addLabel : t('editTitle', { section: title })} onClose={close}>
        {editing !== null &&
          renderForm({
            entry: editing === 'new' ? null : editing,
            onCancel: close,
            onDone: async () => {
              close();
              setProblem(null);
              await onChanged();
            },
          })}
      </ProfileDialog>
      <ProfileDialog open={deleting !== null} title={t('deleteTitle')} onClose={() => setDeleting(null)}>
        {deleting && (
          <>
            <p>{t('deleteQuestion', { name: view(deleting).title })}</p>
            <div className={styles.actions}>
              <button type="button" className="button button--secondary" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </button>
              <button type="button" className="button" disabled={deletion.isPending} onClick={() => deletion.mutate(deleting.id)}>
                {t('confirmDelete')}
              </button>
            </div>
          </>
        )}
      </ProfileDialog>
    </section>
  );
}
