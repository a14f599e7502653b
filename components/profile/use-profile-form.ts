'use client';

import { useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { useDraft } from './drafts';
import { type SchemaLoader, schemaResolver } from './schema-resolver';
import { applyServerErrors, type ServerProblem } from './server-errors';
import { useRuleMessage } from './use-rule-message';

/**
 * A profile form: react-hook-form with the shared schema (messages in the reader's language),
 * an optional sessionStorage draft, and what the platform said when a save failed.
 */
export function useProfileForm<T extends FieldValues>({
  schema,
  defaultValues,
  draft,
}: {
  schema: SchemaLoader;
  defaultValues: DefaultValues<T>;
  draft?: string | null;
}) {
  const translate = useRuleMessage();
  const resolver = useMemo(() => schemaResolver<T>(schema, translate), [schema, translate]);
  const form = useForm<T>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  useDraft(form, draft);
  const [alert, setAlert] = useState<ServerProblem['alert']>(null);
  const [duplicate, setDuplicate] = useState(false);
  const onServerError = (error: unknown, prefix = '') => {
    const problem = applyServerErrors(error, form, translate, prefix);
    setDuplicate(problem.duplicate);
    setAlert(problem.alert);
  };
  const resetProblems = () => {
    setDuplicate(false);
    setAlert(null);
  };
  return { form, translate, alert, duplicate, onServerError, resetProblems };
}
