'use client';

import { useCallback, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import type { ResolverOptions, SchemaIssue, SchemaSource } from '@/components/forms/schema-resolver';
import { type Refusal, useSchemaForm } from '@/components/forms/use-schema-form';
import type { ProofValues } from './owner-proof';
import { issueProblem, type Problem, problemsOf } from './settings-errors';
import { useProblemText } from './settings-field';

/**
 * A settings change on the one form pattern (components/forms): the shared schema's issues and
 * the platform's refusals as AccountSettings.errors messages. `refuse(codeField)` reads a
 * refusal for the step that asked for that code (see problemsOf).
 */
export function useSettingsForm<Input extends FieldValues, Output extends FieldValues>({
  codeField,
  ...options
}: ResolverOptions<Input> & {
  schema: SchemaSource;
  defaultValues: DefaultValues<Input>;
  submit: (values: Output) => Promise<unknown>;
  codeField: string;
  leaves?: boolean;
}) {
  const text = useProblemText();
  const message = useCallback((issue: SchemaIssue) => text(issueProblem(issue)), [text]);
  const refuse = (field: string) => (error: unknown) =>
    problemsOf(error, field).map((problem): Refusal<Problem> => (problem.field === 'form' ? { form: problem } : { field: problem.field, message: text(problem) }));
  const settings = useSchemaForm<Input, Output, Problem>({ ...options, message, refuse: refuse(codeField) });
  /** A closed or abandoned form says nothing more. */
  const clear = () => {
    settings.setProblem(null);
    settings.form.clearErrors();
  };
  return { ...settings, refuse, clear };
}

/**
 * A change proved by a code sent to the new address (email, phone): the address and the proof,
 * then the code. One form across both steps, so the second sends what the first checked.
 */
export function useCodeFlow<Values extends ProofValues & { otp: string }, SendBody extends FieldValues, ChangeBody extends FieldValues, Changed>({
  defaultValues,
  schemas,
  sendBody,
  changeBody,
  send,
  change,
  onChanged,
}: {
  defaultValues: DefaultValues<Values>;
  schemas: () => Promise<{ send: z.ZodType; change: z.ZodType }>;
  sendBody: (values: Values) => unknown;
  changeBody: (values: Values) => unknown;
  send: (body: SendBody) => Promise<unknown>;
  change: (body: ChangeBody) => Promise<Changed>;
  onChanged: (changed: Changed) => void;
}) {
  const [step, setStep] = useState<'address' | 'code'>('address');
  const settings = useSettingsForm<Values, SendBody | ChangeBody>({
    schema: async () => (step === 'code' ? (await schemas()).change : (await schemas()).send),
    body: step === 'code' ? changeBody : sendBody,
    defaultValues,
    codeField: step === 'code' ? 'otp' : 'confirm_code',
    submit: async (body) => {
      if (step === 'address') {
        await send(body as SendBody);
        setStep('code');
        return;
      }
      const changed = await change(body as ChangeBody);
      setStep('address');
      settings.form.setValue('otp' as Path<Values>, '' as PathValue<Values, Path<Values>>);
      onChanged(changed);
    },
  });
  /** The code again, to the address the first step checked. */
  const resend = () => {
    settings.form.clearErrors();
    return settings.run(async () => send((await schemas()).send.parse(sendBody(settings.form.getValues())) as SendBody), settings.refuse('confirm_code'));
  };
  const back = () => {
    setStep('address');
    settings.clear();
  };
  return { ...settings, step, resend, back };
}

/** The props of an account change (email, phone, password): who proves it, and what it tells the panel. */
export interface AccountChangeProps<Changed> {
  email: string | null;
  hasPassword: boolean;
  language: string;
  onChanged: (changed: Changed) => void;
}

/** A change's form is opened on demand; once done it closes and says what it did until opened again. */
export function useChangePanel<Done>() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  return {
    open,
    done,
    show: () => {
      setOpen(true);
      setDone(null);
    },
    hide: () => setOpen(false),
    finish: (result: Done) => {
      setDone(result);
      setOpen(false);
    },
  };
}
