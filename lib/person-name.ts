/**
 * A person's full name in the order their name is written: family name first for names in
 * Chinese, Japanese or Korean script ("田中 由紀", issue 33 item 3), given name first otherwise
 * ("Maria Santos"). Decided by the name's script, not the page's language, so a Japanese
 * seeker reads the same in the recruiter's English chat as on their own Japanese profile.
 */
const eastAsian = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function personName(first: string | null | undefined, last: string | null | undefined): string {
  const given = (first ?? '').trim();
  const family = (last ?? '').trim();
  const parts = eastAsian.test(given) || eastAsian.test(family) ? [family, given] : [given, family];
  return parts.filter(Boolean).join(' ');
}
