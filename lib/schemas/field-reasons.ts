/**
 * Why a field of a 40001 answer was refused, where the field alone does not say (decision 0093).
 * The platform's messages are English sentences for people; these words are for the web, which
 * picks the reader's message by them. A platform that sends none still honours the contract: the
 * web then shows the field's general message.
 */
export const fieldReason = {
  /** The password does not match the account's. */
  incorrect: 'incorrect',
  /** The account has no password yet. */
  notSet: 'not_set',
  /** The same email address, phone number or password as now. */
  unchanged: 'unchanged',
  /** No text messages for this country or region. */
  unsupported: 'unsupported',
} as const;

export type FieldReason = (typeof fieldReason)[keyof typeof fieldReason];

/** Field path → the reason its first message gives. */
export type FieldReasons = Record<string, FieldReason>;
