/**
 * Whether an entry read from a resume is one the profile already holds (issue 36 item 5): the same
 * employer or school, compared without case, accents, punctuation, "the" or a legal form ("Acme
 * Corp." is "ACME Corporation"), where one name may carry a campus or branch the other leaves out
 * ("University of the Philippines" is "University of the Philippines Diliman"); and the same
 * period, compared in years when either side gives the year alone. Word scans, no patterns on
 * the names beyond one pass of each.
 */

const fillers = new Set(['the', 'of', 'and', '&', 'de', 'da', 'do', 'del', 'la', 'el']);
const legalForms = new Set([
  'inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'ltd', 'limited', 'llc', 'plc', 'gmbh', 'pte', 'pvt', 'sdn', 'bhd', 'berhad',
  'pt', 'tbk', 'sa', 'sl', 'ltda', 'as', 'şti', 'sti', 'kk', '株式会社', '有限会社', '有限公司', '公司',
]);

/** The words of a name that tell it apart: lower case, no accents or punctuation, no filler or legal form. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !fillers.has(word) && !legalForms.has(word));
}

/** Same organisation: equal words, or one's words all lead the other's (a campus or branch added). */
export function sameOrganisation(a: string, b: string): boolean {
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  // One word alone ("University") is too little to call two names the same.
  if (short.length < 2 && short.length !== long.length) return false;
  return short.every((word, index) => long[index] === word);
}

/** A period's end as written: 'YYYY-MM' or 'YYYY' (a year alone), or null (none, or until now). */
interface Span {
  from: string | null;
  to: string | null;
  current: boolean;
}

const yearOf = (value: string) => value.slice(0, 4);
/** Two ends agree: the same month, or the same year when either gives the year alone. */
const sameEnd = (a: string, b: string, aYearOnly: boolean, bYearOnly: boolean) =>
  aYearOnly || bYearOnly || a.length === 4 || b.length === 4 ? yearOf(a) === yearOf(b) : a.slice(0, 7) === b.slice(0, 7);

/**
 * The same period: the starts agree, and the ends agree or one side is still going; `yearOnly`
 * says which ends of the stored entry hold a year alone (decision 0070).
 */
export function samePeriod(found: Span, stored: Span & { fromYearOnly?: boolean; toYearOnly?: boolean }): boolean {
  if (!found.from || !stored.from) return false;
  if (!sameEnd(found.from, stored.from, false, Boolean(stored.fromYearOnly))) return false;
  if (found.current || stored.current || !found.to || !stored.to) return true;
  return sameEnd(found.to, stored.to, false, Boolean(stored.toYearOnly));
}
