import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestLimits, sizeText } from '@/lib/request-limits';
import type { FieldErrors } from '@/lib/schemas/envelope';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/**
 * Input every route refuses before its own schema sees it (docs/decisions/0023): what PostgreSQL
 * cannot store (NUL, lone UTF-16 surrogates, which become invalid `\ud800` escapes in jsonb),
 * numbers JSON.parse turned into Infinity, nesting deep enough to exhaust a recursive reader,
 * lists longer than the catalogue's id-list limit, and bodies above a cap.
 */
export const inputLimits = {
  // Shared with the web, which refuses the same bodies before forwarding them (lib/request-limits.ts).
  ...requestLimits,
  /** Platform spec §9: "id list length 1000". */
  listLength: 1000,
} as const;

/** Refuses a body above the cap for its type with a 422 naming the body, before any of it is parsed. */
export function bodyCap(): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({
    maxSize: inputLimits.bodyBytes,
    onError: () => Promise.reject(tooLarge(inputLimits.bodyBytes)),
  });
  const multipart = bodyLimit({
    maxSize: inputLimits.multipartBytes,
    onError: () => Promise.reject(tooLarge(inputLimits.multipartBytes)),
  });
  return (c, next) => {
    const type = c.req.header('content-type') ?? '';
    return /^multipart\/form-data/i.test(type) ? multipart(c, next) : json(c, next);
  };
}

export function tooLarge(bytes: number): AppError {
  return AppError.validation({ _: [`The request is larger than ${sizeText(bytes)}`] });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what PostgreSQL text cannot hold
const nul = /\u0000/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const inputMessages = {
  nul: 'Remove the NUL character (\\u0000): it is not allowed in text',
  surrogate: 'The text is not valid Unicode (a lone surrogate)',
  notFinite: 'Use a finite number',
  tooDeep: `The body is nested more than ${inputLimits.depth} levels deep`,
  tooLong: `Send at most ${inputLimits.listLength} items`,
} as const;

/** What is wrong with one string, or null. */
export function textProblem(text: string): string | null {
  if (nul.test(text)) return inputMessages.nul;
  if (loneSurrogate.test(text)) return inputMessages.surrogate;
  return null;
}

/**
 * Every unsafe place in a parsed value, keyed by its dotted path like zod's field errors (at
 * most 20, so a hostile body cannot make a huge answer). Iterative: no input can exhaust the stack.
 */
export function unsafeInput(value: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  let count = 0;
  const report = (path: string, message: string) => {
    const key = path === '' ? '_' : path;
    if (!errors[key]?.includes(message)) errors[key] = [...(errors[key] ?? []), message];
    count += 1;
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0 && count < 20) {
    const item = stack.pop() as { value: unknown; path: string; depth: number };
    const { value: current, path, depth } = item;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) report(path, problem);
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) report(path, inputMessages.notFinite);
    } else if (typeof current === 'object' && current !== null) {
      if (depth >= inputLimits.depth) {
        report('', inputMessages.tooDeep);
        continue;
      }
      const entries = Array.isArray(current) ? current.map((v, i) => [String(i), v] as const) : Object.entries(current);
      if (Array.isArray(current) && current.length > inputLimits.listLength) report(path, inputMessages.tooLong);
      for (const [key, child] of entries) {
        const childPath = path === '' ? key : `${path}.${key}`;
        const keyProblem = textProblem(key);
        if (keyProblem) report(path === '' ? '_' : path, keyProblem);
        else stack.push({ value: child, path: childPath, depth: depth + 1 });
      }
    }
  }
  return count > 0 ? errors : null;
}

/** Throws the 422 for a parsed value holding unsafe input. */
export function assertSafeInput(value: unknown): void {
  const errors = unsafeInput(value);
  if (errors) throw AppError.validation(errors);
}

/**
 * The URL's part of the guard, for every route (also those that read a query value or path
 * parameter without a schema): a NUL or lone surrogate in the path or a query value is a 422
 * naming the parameter.
 */
export function safeUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const errors: FieldErrors = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      const problem = textProblem(key) ?? values.map(textProblem).find((found) => found !== null) ?? null;
      if (problem) errors[textProblem(key) ? '_' : key] = [problem];
    }
    const pathProblem = textProblem(safeDecode(c.req.path));
    if (pathProblem) errors._ = [pathProblem];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    await next();
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
