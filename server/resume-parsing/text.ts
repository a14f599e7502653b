import type { ResumeExtension } from '@/lib/schemas/applications';
import { withPdf } from '../domain/pdf-reader';
import { WorkLimitError } from '../isolation/work-limit';
import { docxBounds, readZipBounded } from '../isolation/zip-bounds';

/** A file that cannot be read as its type: the reading ends as failed (unreadable), not retried. */
export class UnreadableResume extends Error {}

/** Bounds on a hostile file: PDF.js gets this long and this many pages. */
const pdfTimeoutMs = 20_000;
const maxPdfPages = 10;

/**
 * The lines of a resume, in reading order: PDF through PDF.js's text layer (positions grouped
 * into lines, a two-column page read column by column), DOC and DOCX through word-extractor
 * (headers, body and text boxes). No OCR: a scanned PDF has no lines.
 */
export async function resumeLines(bytes: Uint8Array, type: ResumeExtension): Promise<string[]> {
  try {
    const text = type === 'pdf' ? await pdfLines(bytes) : await wordLines(bytes, type);
    return text.map((line) => line.replace(/[\t\u00a0\u3000]+/g, '  ').trim()).filter((line) => line !== '');
  } catch (error) {
    if (error instanceof UnreadableResume || error instanceof WorkLimitError) throw error;
    throw new UnreadableResume(error instanceof Error ? error.message : String(error));
  }
}

async function wordLines(bytes: Uint8Array, type: ResumeExtension): Promise<string[]> {
  // word-extractor unpacks whichever parts it reads whole: every part is bounded first (issue 29, item 3).
  if (type === 'docx') readZipBounded(bytes, docxBounds);
  const { default: WordExtractor } = await import('word-extractor');
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  const parts = [document.getHeaders({ includeFooters: false }), document.getTextboxes({ includeHeadersAndFooters: false }), document.getBody()];
  return parts.join('\n').split(/\r\n|[\r\n\u2028\u2029\v\f]/);
}

interface Item {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rtl: boolean;
}

async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  return withPdf(bytes, pdfTimeoutMs, async (document) => {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPdfPages); number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!('str' in raw) || raw.str.trim() === '') continue;
        const [, , , d = 0, e = 0, f = 0] = raw.transform as number[];
        items.push({ text: raw.str, x: e, y: f, width: raw.width, height: Math.abs(raw.height || d) || 10, rtl: raw.dir === 'rtl' });
      }
      // A page mostly in Arabic script reads right to left, its Latin and digit runs included.
      const rtlChars = items.filter((item) => item.rtl).reduce((sum, item) => sum + item.text.length, 0);
      const rtlPage = rtlChars > items.reduce((sum, item) => sum + item.text.length, 0) / 2;
      const pageText = pageLines(items.map((item) => ({ ...item, rtl: rtlPage })));
      lines.push(...(rtlPage ? pageText.map(repairLamAlef) : pageText));
      page.cleanup();
    }
    return lines;
  });
}

/**
 * A lam-alef ligature with hamza or madda comes out of an RTL text layer with its two letters
 * swapped ("اإل" for "الإ"); put back. (The plain lam-alef swap cannot be told from real text.)
 */
const repairLamAlef = (line: string) => line.replace(/ا([أإآ])ل/g, 'ال$1');

/** Items on one baseline (within a third of their height) are one line, left to right (right to left for Arabic). */
function group(items: Item[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Item[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const head = row?.[0];
    if (row && head && Math.abs(head.y - item.y) <= Math.max(2, Math.min(head.height, item.height) / 3)) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const rtl = row.some((item) => item.rtl);
    const ordered = [...row].sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
    let text = '';
    let edge: number | null = null;
    for (const item of ordered) {
      const start = rtl ? item.x + item.width : item.x;
      // A wide gap inside a line (a tab stop, a table) reads as a field separator.
      const gap = edge === null ? 0 : rtl ? edge - start : start - edge;
      if (edge !== null) text += gap > item.height * 1.5 ? '  ' : gap > item.height * 0.15 && !/\s$/.test(text) && !/^\s/.test(item.text) ? ' ' : '';
      text += item.text;
      edge = rtl ? item.x : item.x + item.width;
    }
    return text;
  });
}

/**
 * A page with a sidebar or two columns: when most lines that span the gutter are split by it
 * (a wide gap at the same place), the columns are read one after the other.
 */
function pageLines(items: Item[]): string[] {
  if (items.length < 8) return group(items);
  const minX = Math.min(...items.map((item) => item.x));
  const maxX = Math.max(...items.map((item) => item.x + item.width));
  const width = maxX - minX;
  // Candidate gutters every 2% of the width: the one crossed by fewest items, with text on both sides.
  let best: { at: number; crossing: number; left: number; right: number } | null = null;
  for (let step = 0.2; step <= 0.8; step += 0.02) {
    const at = minX + width * step;
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const item of items) {
      if (item.x < at && item.x + item.width > at) crossing += 1;
      else if (item.x + item.width <= at) left += 1;
      else right += 1;
    }
    if (!best || crossing < best.crossing) best = { at, crossing, left, right };
  }
  if (!best || best.crossing > items.length * 0.04 || best.left < 4 || best.right < 4) return group(items);
  const gutter = best.at;
  // The name (or a title) in large type at the top of the page is read first, whichever column it sits in.
  const heights = items.map((item) => item.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] ?? 10;
  const topY = Math.max(...items.map((item) => item.y));
  const banner = items.filter((item) => item.y >= topY - item.height / 3 && item.height >= median * 1.4);
  const rest = items.filter((item) => !banner.includes(item));
  const leftItems = rest.filter((item) => item.x + item.width <= gutter);
  const rightItems = rest.filter((item) => item.x + item.width > gutter);
  // Both sides need several lines of their own, else it is one column with short lines.
  const rowsOf = (side: Item[]) => new Set(side.map((item) => Math.round(item.y))).size;
  if (rowsOf(leftItems) < 4 || rowsOf(rightItems) < 4) return group(items);
  // Dates or places set at the right of the same lines are one column, not two.
  const leftRows = leftItems.map((item) => item.y);
  const shared = rightItems.filter((item) => leftRows.some((y) => Math.abs(y - item.y) <= item.height / 3)).length;
  if (shared > rightItems.length / 2) return group(items);
  return [...group(banner), ...group(leftItems), ...group(rightItems)];
}
