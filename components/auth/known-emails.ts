/**
 * The emails that have signed in on this browser, so get-started can lead a new address to
 * signing up and a returning one to its password (issue 36 item 7). Whether an email has an
 * account is never asked of the platform (that would tell anyone which addresses are
 * registered): this browser's own memory decides, and it keeps only SHA-256 digests, never an
 * address. A browser without storage treats every address as new.
 */
const storageKey = 'hl-known-emails';
const kept = 5;

async function digestOf(email: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readDigests(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Answers already worked out, so a step shown again does not change its buttons under the pointer. */
const answers = new Map<string, boolean>();

/** This browser's answer if it is already known (isKnownEmail has run for the address). */
export function knownEmailAnswer(email: string): boolean | undefined {
  return answers.get(email.trim().toLowerCase());
}

export async function isKnownEmail(email: string): Promise<boolean> {
  const digests = readDigests();
  let known = false;
  try {
    known = digests.length > 0 && digests.includes(await digestOf(email));
  } catch {
    // No Web Crypto (a page not in a secure context): the address counts as new.
  }
  answers.set(email.trim().toLowerCase(), known);
  return known;
}

/** Called once an email has signed in (or signed up) here; the newest few are kept. */
export async function rememberEmail(email: string): Promise<void> {
  try {
    const digest = await digestOf(email);
    const digests = [digest, ...readDigests().filter((item) => item !== digest)].slice(0, kept);
    localStorage.setItem(storageKey, JSON.stringify(digests));
    answers.set(email.trim().toLowerCase(), true);
  } catch {
    // Storage refused (private mode, full): the address is simply new next time.
  }
}
