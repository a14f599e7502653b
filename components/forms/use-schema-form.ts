'use client';

import { useMemo, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { type ResolverOptions, type SchemaSource, schemaResolver } from './schema-resolver';

/**
 * What a refused call means for a form, decided by the platform's named code (lib/schemas/
 * api-codes): an error on a field, in the reader's words, or a problem of the whole form.
 */
export type Refusal<P> = { field: string; message: string } | { form: P };

export interface SchemaFormOptions<Input extends FieldValues, Output, P> extends ResolverOptions<Input> {
  schema: SchemaSource;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values; the form is busy until it settles. */
  submit: (values: Output) => Promise<unknown>;
  /** A failed call as refusals; without it the failure is left to the caller (rethrown). */
  refuse?: (error: unknown) => Refusal<P>[];
  /** The submit leaves the page (a sign-out): the form stays busy after it succeeds. */
  leaves?: boolean;
}

/**
 * The one form pattern (docs/decisions/0091): react-hook-form checked by the shared schema with
 * the catalogue's messages, a busy state while the call runs, and the platform's refusal on the
 * field it names (the first one focused, as a failed check focuses its first field) or on the
 * form. No form here posts without JavaScript today, so `onSubmit` is an event handler only.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input, P = never>({
  schema,
  defaultValues,
  message,
  body,
  check,
  submit,
  refuse,
  leaves = false,
}: SchemaFormOptions<Input, Output, P>) {
  const resolver = useMemo(() => schemaResolver<Input, Output>(schema, { message, body, check }), [schema, message, body, check]);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P | null>(null);

  /** A refused call's errors on their fields (the first one focused) and on the form. */
  const applyRefusal = (refusals: Refusal<P>[]) => {
    let focused = false;
    for (const refusal of refusals) {
      if ('form' in refusal) {
        setProblem(refusal.form);
        continue;
      }
      form.setError(refusal.field as Path<Input>, { type: 'server', message: refusal.message }, { shouldFocus: !focused });
      focused = true;
    }
  };

  /** Runs a call of this form (its submit, or another such as "send the code again"). */
  const run = async (action: () => Promise<unknown>, refuseThis = refuse, stayBusy = false) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      if (!stayBusy) setBusy(false);
    } catch (error) {
      setBusy(false);
      if (!refuseThis) throw error;
      applyRefusal(refuseThis(error));
    }
  };

  const onSubmit = form.handleSubmit((values) => run(() => submit(values), refuse, leaves));
  return { form, register: form.register, errors: form.formState.errors, busy, problem, setProblem, run, onSubmit };
}
