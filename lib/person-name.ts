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

/** Languages whose readers write, and so are asked for, the family name first. */
const familyFirstLanguages = new Set(['ja', 'zh', 'ko']);

/**
 * The two name fields of a form in the order the page's readers write a name (issue 33 item 3):
 * family name first in Japanese and Chinese (and Korean), given name first otherwise. Only the
 * order changes; the fields, their names and what is sent stay the same.
 */
export function inNameOrder<T>(locale: string, given: T, family: T): [T, T] {
  return familyFirstLanguages.has(locale.split('-')[0]?.toLowerCase() ?? '') ? [family, given] : [given, family];
}
