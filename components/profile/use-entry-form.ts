'use client';

import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { clearDraft } from './drafts';
import type { SchemaLoader } from './schema-loaders';
import { useProfileForm } from './use-profile-form';

/**
 * Add or edit one entry of a profile list that the platform checks for duplicates (work
 * experience, education): the form with its draft, one save, and the confirmation that sends
 * the same entry again with `confirm_duplicate` when the platform found a twin.
 */
export function useEntryForm<T extends FieldValues & { confirm_duplicate?: boolean }, E extends { id: number }>({
  schema,
  entry,
  defaults,
  draft,
  create,
  update,
  onDone,
  onCancel,
}: {
  schema: SchemaLoader;
  entry: E | null;
  defaults: (entry: E | null) => T;
  draft?: string | null;
  create: (body: T) => Promise<unknown>;
  update: (id: number, body: T) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [pendingBody, setPendingBody] = useState<T | null>(null);
  const save = (body: T) => (entry ? update(entry.id, body) : create(body));
  const saved = () => {
    form.reset(defaults(null) as DefaultValues<T>);
    // Saved: the draft has served its purpose (reset wrote the empty form into it).
    if (!entry && draft) clearDraft(draft);
    onDone();
  };
  const { form, alert, duplicate, busy, run, onSubmit, setProblem } = useProfileForm<T>({
    schema,
    defaultValues: defaults(entry) as DefaultValues<T>,
    draft: entry ? null : draft,
    save: (body) => {
      setPendingBody(body);
      return save(body);
    },
    onDone: saved,
  });
  const confirmDuplicate =
    duplicate && pendingBody
      ? () =>
          void run(async () => {
            await save({ ...pendingBody, confirm_duplicate: true });
            saved();
          })
      : null;
  const cancel = () => {
    // Cancelling discards what was typed; only an unfinished form survives a reload.
    if (!entry && draft) clearDraft(draft);
    onCancel();
  };
  return { form, alert, pending: busy, submit: onSubmit, confirmDuplicate, dismissDuplicate: () => setProblem(null), cancel };
}
