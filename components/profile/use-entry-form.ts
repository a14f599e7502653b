'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { clearDraft } from './drafts';
import type { SchemaLoader } from './schema-resolver';
import { useProfileForm } from './use-profile-form';

/**
 * Add or edit one entry of a profile list that the platform checks for duplicates (work
 * experience, education): the form with its draft, one save mutation, and the confirmation
 * that sends the same entry again with `confirm_duplicate` when the platform found a twin.
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
  const { form, alert, duplicate, onServerError, resetProblems } = useProfileForm<T>({
    schema,
    defaultValues: defaults(entry) as DefaultValues<T>,
    draft: entry ? null : draft,
  });
  const [pendingBody, setPendingBody] = useState<T | null>(null);
  const save = useMutation({
    mutationFn: (body: T) => (entry ? update(entry.id, body) : create(body)),
    onSuccess: () => {
      form.reset(defaults(null) as DefaultValues<T>);
      // Saved: the draft has served its purpose (reset wrote the empty form into it).
      if (!entry && draft) clearDraft(draft);
      onDone();
    },
    onError: (error) => onServerError(error),
  });
  const submit = form.handleSubmit((body) => {
    resetProblems();
    setPendingBody(body);
    save.mutate(body);
  });
  const confirmDuplicate =
    duplicate && pendingBody
      ? () => {
          resetProblems();
          save.mutate({ ...pendingBody, confirm_duplicate: true });
        }
      : null;
  const cancel = () => {
    // Cancelling discards what was typed; only an unfinished form survives a reload.
    if (!entry && draft) clearDraft(draft);
    onCancel();
  };
  return { form, alert, pending: save.isPending, submit, confirmDuplicate, dismissDuplicate: resetProblems, cancel };
}
