/**
 * Linear scans for resume text that regular expressions would backtrack on: an unbounded
 * character class followed by something that may never come is quadratic in a long run of that
 * class (a 256 KB line of letters took the email pattern 38 s: issue 29, item 2).
 */

const localChar = /[\p{L}\p{N}._%+-]/u;
const domainChar = /[\p{L}\p{N}.-]/u;
const letter = /\p{L}/u;

/**
 * The first email address in a text, as `[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}` would find
 * it, in time linear in the text: each `@` is looked at once, with the runs of local and domain
 * characters around it.
 */
export function findEmail(text: string): string | null {
  let searchFrom = 0;
  let localStart = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    // The run of local characters that ends at this `@` (it cannot reach back past a previous `@`).
    if (localStart < searchFrom) localStart = searchFrom;
    let start = at;
    while (start > localStart && localChar.test(text[start - 1] as string)) start--;
    searchFrom = at + 1;
    localStart = at + 1;
    if (start === at) continue;
    let end = at + 1;
    while (end < text.length && domainChar.test(text[end] as string)) end++;
    // The last dot with at least two letters after it and something before it ends the domain.
    for (let dot = end - 1; dot > at + 1; dot--) {
      if (text[dot] !== '.') continue;
      let tld = dot + 1;
      while (tld < end && letter.test(text[tld] as string)) tld++;
      if (tld - dot - 1 >= 2) return text.slice(start, tld);
    }
  }
  return null;
}

/** A text without the characters `lead` accepts at its start and `trail` accepts at its end. */
export function trimWhere(text: string, lead: (char: string) => boolean, trail: (char: string) => boolean = lead): string {
  let start = 0;
  let end = text.length;
  while (start < end && lead(text[start] as string)) start++;
  while (end > start && trail(text[end - 1] as string)) end--;
  return text.slice(start, end);
}

const space = /\s/u;
/** Whether a character is white space or one of `chars`. */
export const spaceOr =
  (chars: string) =>
  (char: string): boolean =>
    chars.includes(char) || space.test(char);
