import { months, presentWords } from './vocabulary';

/**
 * A period found in a line of a resume: months as YYYY-MM, or YYYY when the resume gives the year
 * alone (no month is made up for it: issue 36 item 5), and where in the line it stood.
 */
export interface Period {
  from: string | null;
  to: string | null;
  current: boolean;
  start: number;
  end: number;
}

interface DateToken {
  value: string;
  /** A year alone: its value is YYYY, the month unknown. */
  yearOnly: boolean;
  start: number;
  end: number;
}

const pad = (month: number) => String(month).padStart(2, '0');
const plausibleYear = (year: number) => year >= 1950 && year <= 2100;
const monthPattern = [...months.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');
const presentPattern = [...new Set(presentWords)]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

// Letters of any script around a month name mean it is part of another word ("mart" in "smart").
const letter = '\\p{L}';
const forms: { pattern: RegExp; read: (match: RegExpExecArray) => { year: number; month: number | null } }[] = [
  // 2020年4月, 2020年04月
  { pattern: /(\d{4})\s*年\s*(\d{1,2})\s*月/gu, read: (m) => ({ year: Number(m[1]), month: Number(m[2]) }) },
  // 2020-04, 2020/04, 2020.04
  { pattern: /(?<!\d)(\d{4})\s*[-/.]\s*(\d{1,2})(?![\d/.-]\d)/gu, read: (m) => ({ year: Number(m[1]), month: Number(m[2]) }) },
  // 04/2020, 04.2020, 4-2020
  { pattern: /(?<![\d/.-])(\d{1,2})\s*[-/.]\s*(\d{4})(?!\d)/gu, read: (m) => ({ year: Number(m[2]), month: Number(m[1]) }) },
  // Apr 2020, April, 2020, abril de 2020, 4 Nisan 2020 is read as Nisan 2020
  {
    pattern: new RegExp(`(?<!${letter})(${monthPattern})\\.?(?!${letter})\\s*,?\\s*(?:de\\s+|del\\s+)?(\\d{4})(?!\\d)`, 'gu'),
    read: (m) => ({ year: Number(m[2]), month: months.get(m[1] as string) ?? null }),
  },
  // 2020 alone (also 2020年)
  { pattern: /(?<![\d.])(\d{4})(?:\s*年)?(?![\d])/gu, read: (m) => ({ year: Number(m[1]), month: null }) },
];

function dateTokens(line: string): DateToken[] {
  const found: DateToken[] = [];
  const taken = (start: number, end: number) => found.some((token) => start < token.end && end > token.start);
  for (const form of forms) {
    form.pattern.lastIndex = 0;
    for (let match = form.pattern.exec(line); match; match = form.pattern.exec(line)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken(start, end)) continue;
      const { year, month } = form.read(match);
      if (!plausibleYear(year) || (month !== null && (month < 1 || month > 12))) continue;
      found.push({ value: month === null ? String(year) : `${year}-${pad(month)}`, yearOnly: month === null, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const separator = /^\s*(?:-|–|—|−|~|〜|～|to|a|al|até|hasta|hingga|sehingga|sampai|s\/d|sd|إلى|الى|ile|–|\||:|，|,)?\s*$/u;
const presentAt = new RegExp(`^\\s*(?:-|–|—|−|~|〜|～|to|a|al|até|hasta|hingga|sehingga|sampai|إلى|الى)?\\s*(${presentPattern})(?!${letter})`, 'u');

/**
 * The periods in a normalised line: "Jan 2020 – Present", "2018.04 - 2020.03", "2020年4月〜現在",
 * "04/2016 - 08/2019", "2015 – 2019", "مارس 2019 - الحاضر". A date alone is a period that ends it.
 */
export function findPeriods(line: string): Period[] {
  const tokens = dateTokens(line);
  const periods: Period[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as DateToken;
    const next = tokens[i + 1];
    if (next && separator.test(line.slice(first.end, next.start))) {
      periods.push({ from: first.value, to: next.value, current: false, start: first.start, end: next.end });
      i += 1;
      continue;
    }
    const present = presentAt.exec(line.slice(first.end));
    if (present) {
      periods.push({ from: first.value, to: null, current: true, start: first.start, end: first.end + present[0].length });
      continue;
    }
    periods.push({ from: null, to: first.value, current: false, start: first.start, end: first.end });
  }
  return periods;
}
