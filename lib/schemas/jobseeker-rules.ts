import { z } from 'zod';
import { checkPhone, phoneInputMaxLength, phoneMaxLength } from '../phone';
import { controlCharacters } from './params';
import { type RuleKey, ruleMessages } from './jobseeker-constants';

export { ruleKeyOf, ruleMessages, type RuleIssue, type RuleKey } from './jobseeker-constants';

/** A message with its `{max}` filled in, for the platform's English answer. */
const withMax = (max: number) => ruleMessages.textTooLong.replace('{max}', String(max));

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Text as typed: control characters become spaces, outer spaces go. */
const clean = (value: string) => value.replace(controlCharacters, ' ').trim();

/** Required text of at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: ruleMessages.required })
    .transform(clean)
    .pipe(z.string().min(1, ruleMessages.required).max(max, withMax(max)));
}

/** Optional text of at most `max` characters; blank is null. */
export function optionalText(max: number) {
  return z
    .union([z.string(), z.null()], { error: withMax(max) })
    .optional()
    .transform((value) => (isBlank(value) ? null : clean(value as string)))
    .pipe(z.string().max(max, withMax(max)).nullable());
}

/** First and last name: required, at most 50 characters, no '+' (platform spec §5). */
export const personName = z
  .string({ error: ruleMessages.required })
  .transform(clean)
  .pipe(
    z
      .string()
      .min(1, ruleMessages.required)
      .max(50, ruleMessages.nameTooLong)
      .refine((value) => !value.includes('+'), ruleMessages.nameHasPlus),
  );

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlsButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Multi-line text keeps its line breaks; other control characters (NUL above all) go. */
const cleanMultiline = (value: string) => value.replace(controlsButLineBreaks, ' ').replace(/\r\n?/g, '\n').trim();

/** Optional multi-line text of at most `max` characters; blank is null. */
export function optionalMultilineText(max: number) {
  return z
    .union([z.string(), z.null()], { error: withMax(max) })
    .optional()
    .transform((value) => (isBlank(value) ? null : cleanMultiline(value as string)))
    .pipe(z.string().max(max, withMax(max)).nullable());
}

/** Work and education descriptions: optional, else 10 to 4000 characters (platform spec §5). */
export const description = z
  .union([z.string(), z.null()], { error: ruleMessages.descriptionLength })
  .optional()
  .transform((value) => (isBlank(value) ? null : cleanMultiline(value as string)))
  .pipe(z.string().min(10, ruleMessages.descriptionLength).max(4000, ruleMessages.descriptionLength).nullable());

/** An id from a list (industries, degrees, …): required; which ids exist is the platform's check. */
export const requiredId = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? ruleMessages.required : ruleMessages.choose) })
  .int(ruleMessages.choose)
  .positive(ruleMessages.choose)
  .max(2_147_483_647, ruleMessages.choose);

export const optionalId = z
  .union([requiredId, z.null()], { error: ruleMessages.choose })
  .optional()
  .transform((value) => value ?? null);

/** One of a fixed set of keys: required. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? ruleMessages.required : ruleMessages.choose),
  });
}

export const flag = z.boolean({ error: ruleMessages.choose }).default(false);

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = value.match(datePattern);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day, 'YYYY-MM-DD'. */
export const requiredDate = z
  .string({ error: ruleMessages.required })
  .trim()
  .min(1, ruleMessages.required)
  .refine(isRealDate, ruleMessages.invalidDate);

/** A calendar day or nothing: blank is null. */
export const optionalDate = z
  .union([z.string(), z.null()], { error: ruleMessages.invalidDate })
  .optional()
  .transform((value) => (isBlank(value) ? null : (value as string).trim()))
  .pipe(z.union([requiredDate, z.null()]));

/** A month, 'YYYY-MM' (a full date is read as its month). */
export const requiredMonth = z
  .string({ error: ruleMessages.required })
  .trim()
  .transform((value) => (datePattern.test(value) && isRealDate(value) ? value.slice(0, 7) : value))
  .pipe(
    z
      .string()
      .min(1, ruleMessages.required)
      .refine((value) => {
        const match = value.match(monthPattern);
        return match !== null && Number(match[1]) >= 1900;
      }, ruleMessages.invalidMonth),
  );

export const optionalMonth = z
  .union([z.string(), z.null()], { error: ruleMessages.invalidMonth })
  .optional()
  .transform((value) => (isBlank(value) ? null : (value as string)))
  .pipe(z.union([requiredMonth, z.null()]));

/** 'YYYY-MM-DD' of a Date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whether someone born on `birthdate` is at least `years` old on `today` (both 'YYYY-MM-DD'). */
export function isAtLeastYearsOld(birthdate: string, today: string, years: number): boolean {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const turns = `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return turns <= today;
}

export const minimumAge = 16;

/** Email: required and valid ("Please enter a valid email address.", platform spec §5). */
export const email = z
  .string({ error: ruleMessages.email })
  .trim()
  .toLowerCase()
  .max(254, ruleMessages.email)
  .pipe(z.email(ruleMessages.email));

/** An address typed without its scheme ("linkedin.com/in/ana") is meant as https. */
const withScheme = (value: string) => (value === '' || /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`);

/** A web address: http or https (added when left out), a host with a dot, at most 500 characters. */
export const url = z
  .string({ error: ruleMessages.url })
  .trim()
  .min(1, ruleMessages.required)
  .transform(withScheme)
  .pipe(z.string().max(500, withMax(500)))
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.includes('.') && !/\s/.test(value);
    } catch {
      return false;
    }
  }, ruleMessages.url);

export const optionalUrl = z
  .union([z.string(), z.null()], { error: ruleMessages.url })
  .optional()
  .transform((value) => (isBlank(value) ? null : (value as string)))
  .pipe(z.union([url, z.null()]));

/** A salary amount: a whole number of at least 0. */
export const amount = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? ruleMessages.required : ruleMessages.wholeAmount) })
  .int(ruleMessages.wholeAmount)
  .min(0, ruleMessages.wholeAmount)
  .max(1_000_000_000, ruleMessages.wholeAmount);

/**
 * The phone rules of platform spec §5 and §9 on a (prefix, number) pair, reported on the
 * number's field. Returns the national digits to store, or null after adding an issue.
 */
export function refinePhone(
  prefix: unknown,
  number: unknown,
  ctx: z.RefinementCtx,
  path: { prefix: string; number: string },
): string | null {
  const raw = typeof number === 'string' ? number : '';
  if (raw.trim() === '') {
    ctx.addIssue({ code: 'custom', message: ruleMessages.phoneRequired, path: [path.number], params: { rule: 'phoneRequired' } });
    return null;
  }
  if (typeof prefix !== 'string' || !/^\+\d{1,4}$/.test(prefix)) {
    ctx.addIssue({ code: 'custom', message: ruleMessages.phonePrefix, path: [path.prefix], params: { rule: 'phonePrefix' } });
    return null;
  }
  const check = checkPhone(prefix, raw);
  if (check.problem === null) return check.national;
  if (check.problem === 'prefix') {
    // The number carries another country's code than the one chosen beside it.
    ctx.addIssue({ code: 'custom', message: ruleMessages.phonePrefix, path: [path.prefix], params: { rule: 'phonePrefix' } });
    return null;
  }
  const [min, max] = check.expected ?? [4, phoneMaxLength - (prefix.length - 1)];
  const rule = check.problem === 'tooLong' && raw.trim().length > phoneInputMaxLength
    ? 'phoneTooLong'
    : check.problem === 'digits'
      ? 'phoneDigits'
      : check.problem === 'required'
        ? 'phoneRequired'
        : 'phoneLength';
  ctx.addIssue({ code: 'custom', message: ruleMessages[rule], path: [path.number], params: { rule, min, max } });
  return null;
}

/** Adds a custom issue carrying its rule key, so no reader has to parse the message. */
export function addRuleIssue(ctx: z.RefinementCtx, rule: RuleKey, path: (string | number)[], args: Record<string, number> = {}) {
  ctx.addIssue({ code: 'custom', message: ruleMessages[rule], path, params: { rule, ...args } });
}
