/**
 * The placeholders of an ICU message as next-intl reads it: arguments (`{name}`), typed ones
 * (`{n, number}`, `{d, date}`), plurals and selects (with their option keys) and rich-text tags
 * (`<link>…</link>`). A runtime translation must keep its bundled string's placeholders, or a
 * page would format it without the values it needs (docs/decisions/0037). Written by hand so
 * the platform needs no parser at run time; tests check it against @formatjs's parser on every
 * bundled message.
 */

export type ArgumentKind = 'argument' | 'number' | 'date' | 'time' | 'plural' | 'selectordinal' | 'select' | 'tag';

export interface MessageArguments {
  /** Argument name → how it is used. */
  kinds: Map<string, ArgumentKind>;
  /** Select argument name → its option keys, sorted. */
  selectOptions: Map<string, string[]>;
}

export class IcuSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcuSyntaxError';
  }
}

const typedKinds: Record<string, ArgumentKind> = {
  number: 'number',
  date: 'date',
  time: 'time',
  plural: 'plural',
  selectordinal: 'selectordinal',
  select: 'select',
};

class Reader {
  position = 0;
  readonly result: MessageArguments = { kinds: new Map(), selectOptions: new Map() };

  constructor(readonly text: string) {}

  private fail(what: string): never {
    throw new IcuSyntaxError(`${what} at character ${this.position + 1}`);
  }

  private record(name: string, kind: ArgumentKind) {
    const known = this.result.kinds.get(name);
    if (known && known !== kind && !(known === 'argument' || kind === 'argument')) this.fail(`"${name}" is used as both ${known} and ${kind}`);
    if (!known || known === 'argument') this.result.kinds.set(name, kind);
  }

  /** A message up to the end of the text, a closing `}` (nested) or a closing tag. */
  message(depth: number, inPlural: boolean, openTag: string | null): void {
    const text = this.text;
    while (this.position < text.length) {
      const char = text[this.position];
      if (char === "'") {
        this.quoted(inPlural);
      } else if (char === '{') {
        this.position++;
        this.argument(depth);
      } else if (char === '}') {
        // At the top a lone "}" is text, as @formatjs reads it.
        if (depth > 0) return;
        this.position++;
      } else if (char === '<' && /^<\/?[A-Za-z]/.test(text.slice(this.position, this.position + 3))) {
        if (text[this.position + 1] === '/') {
          const close = /^<\/([A-Za-z][\w-]*)>/.exec(text.slice(this.position));
          if (!close || close[1] !== openTag) this.fail('A closing tag without its opening tag');
          this.position += close[0].length;
          return;
        }
        this.tag(depth, inPlural);
      } else {
        this.position++;
      }
    }
    if (depth > 0) this.fail('Missing "}"');
    if (openTag) this.fail(`Missing </${openTag}>`);
  }

  /** ICU quoting: `''` is an apostrophe; `'` before a syntax character quotes up to the next `'`. */
  private quoted(inPlural: boolean) {
    const next = this.text[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return;
    }
    if (next === '{' || next === '}' || next === '<' || next === '>' || (inPlural && next === '#') || next === '|') {
      const end = this.text.indexOf("'", this.position + 1);
      this.position = end === -1 ? this.text.length : end + 1;
      return;
    }
    this.position++;
  }

  private tag(depth: number, inPlural: boolean) {
    const open = /^<([A-Za-z][\w-]*)(\s*\/)?>/.exec(this.text.slice(this.position));
    if (!open?.[1]) this.fail('A malformed tag');
    this.position += open[0].length;
    this.record(open[1], 'tag');
    if (open[2]) return;
    this.message(depth, inPlural, open[1]);
  }

  private skipSpace() {
    while (/\s/.test(this.text[this.position] ?? '')) this.position++;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{}(),#'<>|]+/u.exec(this.text.slice(this.position));
    if (!match) this.fail('Expected a name');
    this.position += match[0].length;
    this.skipSpace();
    return match[0];
  }

  private expect(char: string) {
    if (this.text[this.position] !== char) this.fail(`Expected "${char}"`);
    this.position++;
  }

  /** After `{`: `name}`, `name, type}`, `name, type, style}` or `name, plural, options}`. */
  private argument(depth: number) {
    const name = this.word();
    if (this.text[this.position] === '}') {
      this.position++;
      this.record(name, 'argument');
      return;
    }
    this.expect(',');
    const typeName = this.word();
    const kind = typedKinds[typeName];
    if (!kind) this.fail(`Unknown argument type "${typeName}"`);
    this.record(name, kind);
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      this.expect(',');
      this.options(name, kind, depth);
      return;
    }
    if (this.text[this.position] === ',') {
      const end = this.text.indexOf('}', this.position);
      if (end === -1) this.fail('Missing "}"');
      this.position = end;
    }
    this.expect('}');
  }

  private options(name: string, kind: ArgumentKind, depth: number) {
    const keys: string[] = [];
    this.skipSpace();
    if (kind !== 'select' && this.text.startsWith('offset:', this.position)) {
      this.position += 'offset:'.length;
      this.word();
    }
    while (this.text[this.position] !== '}') {
      if (this.position >= this.text.length) this.fail('Missing "}"');
      const key = this.word();
      if (keys.includes(key)) this.fail(`Option "${key}" appears twice`);
      keys.push(key);
      this.expect('{');
      this.message(depth + 1, kind !== 'select', null);
      this.expect('}');
      this.skipSpace();
    }
    this.position++;
    if (!keys.includes('other')) this.fail(`"${name}" has no "other" option`);
    if (kind === 'select') this.result.selectOptions.set(name, keys.sort());
  }
}

/** The placeholders of `message`; an `IcuSyntaxError` when it is not a well-formed ICU message. */
export function messageArguments(message: string): MessageArguments {
  const reader = new Reader(message);
  reader.message(0, false, null);
  return reader.result;
}

/**
 * What differs between two messages' placeholders, in words (empty when they match): the
 * same names, each used the same way, and the same select options.
 */
export function argumentDifferences(expected: MessageArguments, actual: MessageArguments): string[] {
  const problems: string[] = [];
  for (const [name, kind] of expected.kinds) {
    const got = actual.kinds.get(name);
    if (!got) problems.push(kind === 'tag' ? `<${name}> is missing` : `{${name}} is missing`);
    else if (got !== kind) problems.push(`{${name}} must be used as ${kind}, not ${got}`);
  }
  for (const [name, kind] of actual.kinds) {
    if (!expected.kinds.has(name)) problems.push(kind === 'tag' ? `<${name}> is not in the original` : `{${name}} is not in the original`);
  }
  for (const [name, options] of expected.selectOptions) {
    const got = actual.selectOptions.get(name);
    if (got && got.join('|') !== options.join('|')) problems.push(`{${name}} must have the options ${options.join(', ')}`);
  }
  return problems;
}
