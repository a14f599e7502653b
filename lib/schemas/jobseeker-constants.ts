/**
 * The profile contract's constants, rule messages and their keys: no zod here, so client code
 * can read them without loading it (docs/decisions/0008). lib/schemas/jobseeker.ts re-exports all.
 */

/** Job seeker type (platform spec §3): 1 fresh graduate or student, 2 experienced. */
export const userIdentities = [1, 2] as const;
/** The keys of the language_proficiency_lists config list. */
export const languageProficiencies = ['elementary', 'conversational', 'professional', 'fluent', 'native'] as const;
export const skillProficiencies = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
/** Work time zones as UTC offsets, whole and the half hours in use (platform spec §3). */
export const workTimezones = [
  'UTC-12:00', 'UTC-11:00', 'UTC-10:00', 'UTC-09:00', 'UTC-08:00', 'UTC-07:00', 'UTC-06:00', 'UTC-05:00', 'UTC-04:00',
  'UTC-03:00', 'UTC-02:00', 'UTC-01:00', 'UTC+00:00', 'UTC+01:00', 'UTC+02:00', 'UTC+03:00', 'UTC+03:30', 'UTC+04:00',
  'UTC+05:00', 'UTC+05:30', 'UTC+06:00', 'UTC+07:00', 'UTC+08:00', 'UTC+09:00', 'UTC+09:30', 'UTC+10:00', 'UTC+11:00',
  'UTC+12:00', 'UTC+13:00', 'UTC+14:00',
] as const;

/** Limits of platform spec §9 that forms and the platform share. */
export const profileLimits = {
  maxSkills: 10,
  maxRemotePreferences: 3,
  maxOnsitePreferences: 3,
  /** Avatar: the form takes the stricter 2 MB, the platform up to 10 MB ("both readings"). */
  avatarFormMaxBytes: 2 * 1024 * 1024,
  avatarServerMaxBytes: 10 * 1024 * 1024,
  avatarsPerDay: 5,
  licenseAttachmentMaxBytes: 5 * 1024 * 1024,
} as const;

export const avatarTypes = ['image/jpeg', 'image/png', 'image/bmp'] as const;
export const licenseAttachmentTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;


/**
 * The profile's validation rules (platform spec §5) as field builders, each failing with one
 * stable English message. The platform answers these messages; the web maps every issue back
 * to its rule key (`ruleKeyOf`) and shows the catalogue message of that key in the reader's
 * language, so the same rule reads the same on both sides of the wire.
 */
export const ruleMessages = {
  required: 'This field is required',
  choose: 'Choose one of the options',
  textTooLong: 'Use at most {max} characters',
  nameTooLong: 'Use at most 50 characters',
  nameHasPlus: 'A name cannot contain "+"',
  invalidDate: 'Enter a valid date',
  invalidMonth: 'Enter a valid month',
  tooYoung: 'You must be at least 16 years old',
  notInFuture: 'The date cannot be in the future',
  endBeforeStart: 'The end must not be before the start',
  expiryBeforeIssue: 'The expiry date must be after the issue date',
  descriptionLength: 'Use 10 to 4000 characters',
  tooManySkills: 'Choose at most 10 skills',
  skillTooLong: 'Each skill has at most 50 characters',
  duplicateSkill: 'This skill is already in your list',
  email: 'Please enter a valid email address.',
  phoneRequired: 'Enter your mobile number',
  phoneTooLong: 'Use at most 30 characters',
  phoneDigits: 'Enter the number in digits',
  phoneLength: 'The number does not have the right number of digits for its country',
  phonePrefix: 'Choose a country or region',
  url: 'Enter a valid URL starting with http:// or https://',
  wholeAmount: 'Enter a whole amount of at least 0',
  salaryRange: 'The minimum salary cannot be more than the maximum',
  duplicateEntry: 'This entry is already in your profile. Add it anyway?',
  alreadyAdded: 'This is already in your profile',
  emailTaken: 'The email has already been taken.',
  emailInSettings: 'Change your sign-in email in account settings',
  phoneInSettings: 'Change your verified phone number in account settings',
  fileRequired: 'Choose a file',
  fileTooLarge: 'File size exceeds the limit of {max} MB',
  fileType: 'This file type is not supported',
} as const;

export type RuleKey = keyof typeof ruleMessages;

const keyByMessage = new Map<string, RuleKey>(
  (Object.entries(ruleMessages) as [RuleKey, string][]).map(([key, message]) => [message, key]),
);

/** What the web needs to show an issue in the reader's language: its rule and arguments. */
export interface RuleIssue {
  key: RuleKey | null;
  args: Record<string, number>;
}

/** A zod issue (or a platform field message) → its rule key and arguments; null key when unknown. */
export function ruleKeyOf(issue: { message: string; params?: Record<string, unknown>; maximum?: unknown; minimum?: unknown }): RuleIssue {
  const args: Record<string, number> = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) if (typeof value === 'number') args[name] = value;
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') args.max = Number(issue.maximum);
  const fromParams = issue.params?.rule;
  if (typeof fromParams === 'string' && fromParams in ruleMessages) return { key: fromParams as RuleKey, args };
  const exact = keyByMessage.get(issue.message);
  if (exact) return { key: exact, args };
  // "Use at most 100 characters" from the platform: the template with its number filled in.
  const tooLong = issue.message.match(/^Use at most (\d+) characters$/);
  if (tooLong) return { key: 'textTooLong', args: { max: Number(tooLong[1]) } };
  const tooLarge = issue.message.match(/^File size exceeds the limit of (\d+) MB$/);
  if (tooLarge) return { key: 'fileTooLarge', args: { max: Number(tooLarge[1]) } };
  return { key: null, args };
}

