/**
 * A small ICU message formatter for client islands: `{arg}`, `{n, plural, =0 {…} one {…}
 * other {…}}` with `#`, and `{key, select, a {…} other {…}}`, nested. It is what the catalogue's
 * client namespaces use (tests/lib/format-message.test.ts compares it with next-intl on every
 * message), at a fraction of the weight of the full formatter in each page's first load.
 */
export type MessageValues = Record<string, string | number>;

interface Cursor {
  text: string;
  at: number;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

/** Reads until the closing '}' of the current level (or the end); `#` is the plural count. */
function readText(c: Cursor, locale: string, values: MessageValues, count: number | null, numberFormat: Intl.NumberFormat): string {
  let out = '';
  while (c.at < c.text.length) {
    const ch = c.text[c.at];
    if (ch === '}') return out;
    if (ch === '{') {
      c.at += 1;
      out += readArgument(c, locale, values, numberFormat);
      continue;
    }
    if (ch === '#' && count !== null) {
      out += numberFormat.format(count);
      c.at += 1;
      continue;
    }
    if (ch === "'" && c.text[c.at + 1] === "'") {
      out += "'";
      c.at += 2;
      continue;
    }
    out += ch;
    c.at += 1;
  }
  return out;
}

function skipSpaces(c: Cursor) {
  while (c.at < c.text.length && /\s/.test(c.text[c.at] ?? '')) c.at += 1;
}

function readWord(c: Cursor): string {
  skipSpaces(c);
  const start = c.at;
  while (c.at < c.text.length && !/[\s,{}]/.test(c.text[c.at] ?? '')) c.at += 1;
  return c.text.slice(start, c.at);
}

/** After '{': an argument, a plural or a select; leaves the cursor after its closing '}'. */
function readArgument(c: Cursor, locale: string, values: MessageValues, numberFormat: Intl.NumberFormat): string {
  const name = readWord(c);
  skipSpaces(c);
  const value = values[name];
  if (c.text[c.at] === '}') {
    c.at += 1;
    if (value === undefined) return `{${name}}`;
    // As next-intl does: a plain argument is not number-formatted (plural `#` is).
    return String(value);
  }
  c.at += 1; // ','
  const kind = readWord(c);
  skipSpaces(c);
  c.at += 1; // ','
  const options = new Map<string, { start: number }>();
  let chosen: string | null = null;
  const n = typeof value === 'number' ? value : Number(value);
  const category = kind === 'plural' ? pluralOf(locale, n) : null;
  // Collect each option's body position, then format the chosen one.
  for (;;) {
    skipSpaces(c);
    if (c.text[c.at] === '}' || c.at >= c.text.length) {
      c.at += 1;
      break;
    }
    const key = readWord(c);
    skipSpaces(c);
    c.at += 1; // '{'
    options.set(key, { start: c.at });
    // Skip the body, balancing braces.
    let depth = 1;
    while (c.at < c.text.length && depth > 0) {
      const ch = c.text[c.at];
      if (ch === '{') depth += 1;
      else if (ch === '}') depth -= 1;
      c.at += 1;
    }
  }
  if (kind === 'plural') {
    chosen = options.has(`=${n}`) ? `=${n}` : category && options.has(category) ? category : 'other';
  } else {
    chosen = options.has(String(value)) ? String(value) : 'other';
  }
  const option = options.get(chosen);
  if (!option) return '';
  const inner: Cursor = { text: c.text, at: option.start };
  return readText(inner, locale, values, kind === 'plural' ? n : null, numberFormat);
}

// One formatter per locale: building an Intl.NumberFormat costs far more than a message, and
// every island formats its labels while the page hydrates (issue 19, the job page's main thread).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormatOf(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  // Plain text has nothing to format.
  if (!message.includes('{') && !message.includes("'")) return message;
  const numberFormat = numberFormatOf(locale);
  const cursor: Cursor = { text: message, at: 0 };
  let out = '';
  while (cursor.at < message.length) {
    out += readText(cursor, locale, values, null, numberFormat);
    if (cursor.at < message.length) {
      out += '}';
      cursor.at += 1;
    }
  }
  return out;
}

/** Whether `formatMessage` formats this message as ICU would (tags and skeletons are not handled). */
export function isSupportedMessage(message: string): boolean {
  return !/<\w|,\s*(number|date|time|selectordinal)\b/.test(message);
}
