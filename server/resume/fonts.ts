import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import type { LanguageSlug } from '@/lib/languages';

/**
 * The fonts a generated resume is set in (docs/decisions/0042): Noto Sans (Latin, Greek,
 * Cyrillic, Vietnamese), IBM Plex Sans Arabic, and Noto Sans JP, SC and TC, all regular weight,
 * shipped in server/resume/fonts/ as the @fontsource packages cut them (one file per
 * unicode-range), with `faces.json` naming what each file covers. Nothing is fetched at run time.
 */

const fontsDir = fileURLToPath(new URL('./fonts/', import.meta.url));

export type FontFamily = 'latin' | 'arabic' | 'jp' | 'sc' | 'tc';

export interface Face {
  family: FontFamily;
  /** Path under fonts/, also the face's name in the PDF. */
  file: string;
  ranges: [number, number][];
}

export interface LoadedFace extends Face {
  font: fontkit.Font;
  bytes: Buffer;
}

const faces: Face[] = JSON.parse(readFileSync(`${fontsDir}faces.json`, 'utf8'));

/**
 * Per family, the face of every covered code point (the ranges of a family overlap: Noto Sans's
 * latin file lists U+0131 inside latin-ext's U+0100–02BA), built once per process.
 */
const byFamily = new Map<FontFamily, Map<number, Face[]>>();

function facesInFamily(family: FontFamily, codePoint: number): Face[] {
  let map = byFamily.get(family);
  if (!map) {
    map = new Map();
    for (const face of faces) {
      if (face.family !== family) continue;
      for (const [start, end] of face.ranges) {
        for (let point = start; point <= end; point++) {
          const list = map.get(point);
          if (list) list.push(face);
          else map.set(point, [face]);
        }
      }
    }
    byFamily.set(family, map);
  }
  return map.get(codePoint) ?? [];
}

const loaded = new Map<string, LoadedFace>();

/** A face's font, parsed once per process. */
export function loadFace(face: Face): LoadedFace {
  const cached = loaded.get(face.file);
  if (cached) return cached;
  const bytes = woffToSfnt(readFileSync(`${fontsDir}${face.file}`));
  const font = fontkit.create(bytes) as fontkit.Font;
  const ready = { ...face, font, bytes };
  loaded.set(face.file, ready);
  return ready;
}

/**
 * A WOFF 1 file as the plain TrueType font it wraps: each table inflated with Node's zlib.
 * fontkit reads WOFF itself, but its own inflater fails on some of these files' tables (the
 * cmap of two Noto CJK pieces), and pdfkit embeds the same bytes.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff;
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(raw) : raw };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  woff.copy(header, 0, 4, 8);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    table.tag.copy(header, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * Which families are tried, in order, for a resume in each language: the language's own Han
 * forms first (Japanese, simplified or traditional), then the others, so a character one font
 * lacks still has a glyph.
 */
const chains: Record<LanguageSlug, FontFamily[]> = {
  'en-us': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'es-es': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'pt-br': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'ms-my': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'id-id': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'tr-tr': ['latin', 'arabic', 'sc', 'tc', 'jp'],
  'zh-cn': ['latin', 'sc', 'tc', 'jp', 'arabic'],
  'zh-tw': ['latin', 'tc', 'sc', 'jp', 'arabic'],
  'ja-jp': ['latin', 'jp', 'sc', 'tc', 'arabic'],
  'ar-ae': ['arabic', 'latin', 'sc', 'tc', 'jp'],
};

/** Characters that take the font of the text around them when it has a glyph (spaces, marks, punctuation, digits). */
const neutral = /[\p{White_Space}\p{M}\p{P}\p{S}\p{Nd}\u200c\u200d]/u;

export class FontPicker {
  private readonly chain: FontFamily[];

  constructor(language: LanguageSlug) {
    this.chain = chains[language];
  }

  /** The face for a character, keeping `previous` for neutrals it can draw; null when no font has it. */
  pick(codePoint: number, previous: LoadedFace | null): LoadedFace | null {
    const char = String.fromCodePoint(codePoint);
    if (previous && neutral.test(char) && previous.font.hasGlyphForCodePoint(codePoint)) return previous;
    for (const family of this.chain) {
      for (const face of facesInFamily(family, codePoint)) {
        const ready = loadFace(face);
        if (ready.font.hasGlyphForCodePoint(codePoint)) return ready;
      }
    }
    return null;
  }

  /** The first face of the chain: what text with no glyph anywhere is measured in. */
  get base(): LoadedFace {
    const family = this.chain[0] as FontFamily;
    return loadFace(facesInFamily(family, family === 'arabic' ? 0x627 : 0x41)[0] as Face);
  }
}

/**
 * Whether fontkit lays a run out right to left by itself: it takes the script of the first
 * character that is not Common or Inherited (Arabic-Indic digits included) and reverses runs of
 * right-to-left scripts.
 */
export function fontkitReverses(text: string): boolean {
  for (const char of text) {
    if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) continue;
    return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(char);
  }
  return false;
}
