/**
 * The email rule of lib/schemas/auth (`emailSchema`: trimmed, lower-cased, at most 254
 * characters, zod's practical email pattern) without zod, for the get-started entry step, which
 * every new visitor loads first. The platform parses the same address with the schema itself;
 * tests/lib/email-check.test.ts holds the two to the same answers.
 */
const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The address as the platform will store it, or null when the schema would refuse it. */
export function normalizedEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailPattern.test(email) ? email : null;
}
