import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod issue of a shared schema (lib/schemas). */
export type SchemaIssue = z.core.$ZodIssue;

/**
 * A schema from lib/schemas, or its loader: a form that loads it on first validation keeps zod
 * out of the page's first load.
 */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/** A field's error in the reader's language (the catalogue's words; the schema's are English). */
export type IssueMessage = (issue: SchemaIssue) => string;

export interface ResolverOptions<Input> {
  /** The field's message; without it the schema's own, for forms that choose their text by field and type. */
  message?: IssueMessage;
  /** What is checked (and handed to submit) when it is not the fields themselves, e.g. one of two proofs. */
  body?: (values: Input) => unknown;
  /** Rules on what is typed but not sent (a repeated password): [field, message] pairs. */
  check?: (values: Input) => [string, string][];
}

function setAt(target: Record<string, unknown>, path: PropertyKey[], value: unknown) {
  let node = target;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      // The first problem of a field is the one shown.
      if (!(name in node)) node[name] = value;
      return;
    }
    const next = node[name];
    if (!next || typeof next !== 'object' || 'message' in (next as object)) node[name] = {};
    node = node[name] as Record<string, unknown>;
  });
}

/**
 * react-hook-form's resolver for a shared zod schema: what @hookform/resolvers' zodResolver does
 * (each field's first issue, nested by path, `type` the issue's code; the values handed to submit
 * are the schema's output, trimmed and normalised), plus the message in the reader's language
 * and a lazily loaded schema. Ours rather than the package's: docs/decisions/0091.
 */
export function schemaResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  source: SchemaSource,
  { message, body, check }: ResolverOptions<Input> = {},
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const schema = typeof source === 'function' ? await source() : source;
    const result = await schema.safeParseAsync(body ? body(values) : values);
    const errors: Record<string, unknown> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.length > 0 ? issue.path : ['root'];
        setAt(errors, path, { type: issue.code, message: message ? message(issue) : issue.message });
      }
    }
    for (const [field, text] of check?.(values) ?? []) setAt(errors, [field], { type: 'check', message: text });
    if (result.success && Object.keys(errors).length === 0) return { values: result.data as Output, errors: {} };
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
