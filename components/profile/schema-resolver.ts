import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type RuleIssue, ruleKeyOf } from '@/lib/schemas/jobseeker-constants';

/** Shows a rule in the reader's language (see useRuleMessage). */
export type TranslateRule = (issue: RuleIssue) => string;

/** A schema from lib/schemas, loaded on first validation so zod is not in the page's first load. */
export type SchemaLoader = () => Promise<z.ZodType>;

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
 * react-hook-form's resolver for a shared zod schema (what @hookform/resolvers' zodResolver
 * does, plus the catalogue): each issue becomes the field's error, in the reader's language,
 * by its rule key. The values handed to submit are the schema's output (trimmed, normalised).
 */
export function schemaResolver<T extends FieldValues>(load: SchemaLoader, translate: TranslateRule): Resolver<T> {
  return async (values) => {
    const schema = await load();
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length > 0 ? issue.path : ['root'];
      setAt(errors, path, { type: issue.code, message: translate(ruleKeyOf(issue as Parameters<typeof ruleKeyOf>[0])) });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
