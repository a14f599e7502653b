'use client';

import { useCallback } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { SchemaIssue } from '@/components/forms/schema-resolver';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ruleKeyOf } from '@/lib/schemas/jobseeker-constants';
import { useDraft } from './drafts';
import type { FrameProps } from './form-parts';
import type { SchemaLoader } from './schema-loaders';
import { profileRefusals, type ServerProblem } from './server-errors';
import { useRuleMessage } from './use-rule-message';

/**
 * A profile form on the one form pattern (components/forms): the shared schema with messages in
 * the reader's language, an optional sessionStorage draft, and what the platform said when a save
 * failed. `save` sends, then `onDone` runs (the form stays busy through both); `refused` finds
 * the platform's answer in a failure of several calls and where its fields are.
 */
export function useProfileForm<T extends FieldValues>({
  schema,
  defaultValues,
  draft,
  save,
  onDone,
  refused = (error) => ({ error, prefix: '' }),
}: {
  schema: SchemaLoader;
  defaultValues: DefaultValues<T>;
  draft?: string | null;
  save: (body: T) => Promise<unknown>;
  onDone: () => unknown;
  refused?: (error: unknown) => { error: unknown; prefix: string } | null;
}) {
  const translate = useRuleMessage();
  const message = useCallback((issue: SchemaIssue) => translate(ruleKeyOf(issue as Parameters<typeof ruleKeyOf>[0])), [translate]);
  const schemaForm = useSchemaForm<T, T, ServerProblem>({
    schema,
    defaultValues,
    message,
    submit: async (body) => {
      await save(body);
      await onDone();
    },
    refuse: (failure) => {
      const found = refused(failure);
      return found ? profileRefusals(found.error, translate, found.prefix) : [];
    },
  });
  useDraft(schemaForm.form, draft);
  const { problem, busy, onSubmit } = schemaForm;
  const alert = problem?.alert ?? null;
  const frame: FrameProps = { onSubmit, alert, pending: busy };
  return { ...schemaForm, translate, alert, duplicate: problem?.duplicate ?? false, frame };
}
