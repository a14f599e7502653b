import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import type PDFDocument from 'pdfkit';
import type { LanguageSlug } from '@/lib/languages';
import { FontPicker, fontkitReverses, type LoadedFace } from './fonts';

/**
 * Text set for a PDF in any of the site's languages: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its level, UAX #14 (linebreak) the places a line may break
 * (between words, and between CJK characters), each character gets the first font that has it
 * (server/resume/fonts.ts), and fontkit shapes every run (Arabic joining forms and ligatures)
 * as pdfkit writes it, with a ToUnicode map so the text stays selectable and searchable.
 */

const bidi = bidiFactory();

export interface TextStyle {
  size: number;
  color: string;
  bold?: boolean;
  /** start (left, or right in a right-to-left resume), end or center. */
  align?: 'start' | 'end' | 'center';
  lineHeight?: number;
}

interface Run {
  text: string;
  face: LoadedFace | null;
  level: number;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
}

const spaceOnly = /^\s*$/;
/** Direction marks and isolates steer the bidi algorithm and are not drawn. */
const bidiControl = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Text that reads left to right whatever surrounds it (an email, a phone number, a link) inside a right-to-left line. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

export class Typesetter {
  readonly picker: FontPicker;
  readonly rtl: boolean;
  /** Characters no shipped font draws (rare Han, emoji, Hangul…): shown as the font's empty box. */
  readonly missing = new Set<string>();
  private readonly registered = new Set<string>();

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly language: LanguageSlug,
  ) {
    this.picker = new FontPicker(language);
    this.rtl = language === 'ar-ae';
  }

  private widthOf(text: string, face: LoadedFace | null, size: number): number {
    const font = (face ?? this.picker.base).font;
    return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
  }

  /** The runs of text[start, end): one per change of font or bidi level, in logical order. */
  private runsOf(text: string, levels: Uint8Array, start: number, end: number, size: number): Run[] {
    const runs: Run[] = [];
    let current: Run | null = null;
    let index = start;
    while (index < end) {
      const codePoint = text.codePointAt(index) as number;
      const char = String.fromCodePoint(codePoint);
      if (bidiControl.test(char)) {
        index += char.length;
        continue;
      }
      const face = this.picker.pick(codePoint, current?.face ?? null);
      if (!face && !/\s/.test(char)) this.missing.add(char);
      const level = levels[index] ?? 0;
      if (current && current.face === face && current.level === level) current.text += char;
      else {
        current = { text: char, face, level, width: 0 };
        runs.push(current);
      }
      index += char.length;
    }
    for (const run of runs) run.width = this.widthOf(run.text, run.face, size);
    return runs;
  }

  /** Breaks a paragraph into lines no wider than `width` (a word longer than a line is cut). */
  lines(paragraph: string, width: number, size: number): Line[] {
    const text = paragraph.replace(/\s+/g, ' ').trim();
    if (!text) return [];
    const { levels } = bidi.getEmbeddingLevels(text, this.rtl ? 'rtl' : 'ltr');
    const measure = (start: number, end: number) =>
      this.runsOf(text, levels, start, end, size).reduce((sum, run) => sum + run.width, 0);

    // Break opportunities, then greedy filling.
    const breaks: number[] = [];
    const breaker = new LineBreaker(text);
    for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.push(next.position);
    const ranges: [number, number][] = [];
    let lineStart = 0;
    let lastFit = -1;
    for (const position of breaks) {
      const end = trimEnd(text, lineStart, position);
      if (measure(lineStart, end) <= width) {
        lastFit = position;
        continue;
      }
      if (lastFit > lineStart) {
        ranges.push([lineStart, trimEnd(text, lineStart, lastFit)]);
        lineStart = lastFit;
      }
      // The piece from lineStart to here may itself be wider than a line: cut it by characters.
      while (measure(lineStart, trimEnd(text, lineStart, position)) > width) {
        let cut = lineStart;
        let index = lineStart;
        while (index < position) {
          const step = String.fromCodePoint(text.codePointAt(index) as number).length;
          if (measure(lineStart, index + step) > width && cut > lineStart) break;
          index += step;
          cut = index;
        }
        if (cut >= position) break;
        ranges.push([lineStart, cut]);
        lineStart = cut;
      }
      lastFit = position;
    }
    if (lineStart < text.length) ranges.push([lineStart, trimEnd(text, lineStart, text.length)]);

    return ranges
      .filter(([start, end]) => end > start)
      .map(([start, end]) => {
        const runs = visualOrder(this.runsOf(text, levels, start, end, size));
        return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
      });
  }

  /** Draws lines from the top `y`; returns the y below the last one. */
  draw(lines: Line[], x: number, y: number, width: number, style: TextStyle): number {
    const lineHeight = style.size * (style.lineHeight ?? 1.45);
    const align = style.align ?? 'start';
    const doc = this.doc;
    let top = y;
    for (const line of lines) {
      const left =
        align === 'center'
          ? x + (width - line.width) / 2
          : (align === 'start') === !this.rtl
            ? x
            : x + width - line.width;
      let cursor = left;
      const baseline = top + style.size * 1.1;
      for (const run of line.runs) {
        if (!spaceOnly.test(run.text)) {
          // A run no font has is drawn in the first font of the chain: its empty box keeps the place.
          const face = run.face ?? this.picker.base;
          if (!this.registered.has(face.file)) {
            doc.registerFont(face.file, face.bytes);
            this.registered.add(face.file);
          }
          doc.font(face.file).fontSize(style.size).fillColor(style.color);
          readLigaturesRightToLeft(doc);
          if (style.bold) doc.strokeColor(style.color).lineWidth(style.size * 0.035);
          doc.text(textForFontkit(run), cursor, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            fill: true,
            stroke: Boolean(style.bold),
            // With features, pdfkit shapes the run whole; without, word by word, which would
            // put the words of a right-to-left run in left-to-right order.
            features: [],
          });
        }
        cursor += run.width;
      }
      top += lineHeight;
    }
    return top;
  }

  /** Sets a paragraph and returns the y below it. */
  paragraph(text: string, x: number, y: number, width: number, style: TextStyle): number {
    return this.draw(this.lines(text, width, style.size), x, y, width, style);
  }

  /** The height a paragraph takes. */
  height(text: string, width: number, style: TextStyle): number {
    return this.lines(text, width, style.size).length * style.size * (style.lineHeight ?? 1.45);
  }
}

const patched = new WeakSet<object>();

/**
 * A ligature in a right-to-left run (Arabic lam-alef, beh-yeh…) is one glyph standing for several
 * characters. The PDF's text is read in visual order and reversed by readers (PDF.js among them)
 * character by character, so the glyph's ToUnicode entry is written in that visual order too:
 * otherwise "دبي" would read back as "ديب". Glyphs are shared by fontkit, so new glyph objects
 * carry the reversed characters.
 */
function readLigaturesRightToLeft(doc: PDFKit.PDFDocument) {
  const font = (doc as unknown as { _font?: { font?: FontkitLike } })._font?.font;
  if (!font || patched.has(font)) return;
  patched.add(font);
  const layout = font.layout.bind(font);
  font.layout = (...args: unknown[]) => {
    const run = layout(...args);
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? Object.assign(Object.create(Object.getPrototypeOf(glyph)), glyph, { codePoints: [...glyph.codePoints].reverse() })
          : glyph,
      );
    }
    return run;
  };
}

interface FontkitLike {
  layout: (...args: unknown[]) => { direction: string; glyphs: { codePoints: number[] }[] };
}

function trimEnd(text: string, start: number, end: number): number {
  let index = end;
  while (index > start && /\s/.test(text[index - 1] as string)) index -= 1;
  return index;
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above. */
function visualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const levels = ordered.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 === 1 ? level : level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    let index = 0;
    while (index < ordered.length) {
      if ((ordered[index] as Run).level < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < ordered.length && (ordered[end] as Run).level >= level) end += 1;
      const reversed = ordered.slice(index, end).reverse();
      ordered.splice(index, end - index, ...reversed);
      index = end;
    }
  }
  return ordered;
}

/**
 * The run as fontkit must be handed it to come out in visual order: a right-to-left run gets its
 * mirrored brackets, and a run whose direction fontkit would guess wrong (neutrals in Arabic
 * text, Arabic-Indic digits) is reversed beforehand.
 */
function textForFontkit(run: Run): string {
  const rtl = run.level % 2 === 1;
  let text = run.text;
  if (rtl) text = [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join('');
  if (rtl !== fontkitReverses(text)) text = [...text].reverse().join('');
  return text;
}

export type { PDFDocument };
