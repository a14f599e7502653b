import CFB from 'cfb';
import type { ResumeExtension } from '@/lib/schemas/applications';
import { WorkLimitError } from '../isolation/work-limit';
import { docxBounds, readZipBounded } from '../isolation/zip-bounds';
import { withPdf } from './pdf-reader';

/**
 * Whether a document opens as the type it claims, the way a reader would open it; magic bytes
 * alone let a renamed HTML page with a `%PDF-` header through (issue 18, item 10).
 * - PDF: PDF.js (Firefox's reader) loads it and its first page.
 * - DOCX: a ZIP whose `[Content_Types].xml` and `word/document.xml` decompress, the latter a
 *   WordprocessingML document.
 * - DOC: an OLE compound file with a `WordDocument` stream that starts with Word's FIB magic.
 * Runs in a limited worker (server/domain/document-opens.ts); a DOCX past the archive bounds
 * throws WorkLimitError, anything else that does not open is false.
 */
export async function documentOpens({ bytes, type }: { bytes: Uint8Array; type: ResumeExtension }): Promise<boolean> {
  try {
    if (type === 'pdf') return await pdfOpens(bytes);
    if (type === 'docx') return docxOpens(bytes);
    return docOpens(bytes);
  } catch (error) {
    if (error instanceof WorkLimitError) throw error;
    return false;
  }
}

/** PDF.js's own bound; the worker's wall-clock limit is the one that really stops it. */
const pdfTimeoutMs = 15_000;

async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  return withPdf(
    bytes,
    pdfTimeoutMs,
    async (document) => {
      if (document.numPages < 1) return false;
      await document.getPage(1);
      return true;
    },
    { stopAtErrors: true },
  );
}

function docxOpens(bytes: Uint8Array): boolean {
  const wanted = new Set(['[Content_Types].xml', 'word/document.xml']);
  // Every part is checked against the bounds, not only the two read here: the resume reader opens headers too.
  const parts = readZipBounded(bytes, docxBounds, (name) => wanted.has(name));
  const types = parts.get('[Content_Types].xml');
  const document = parts.get('word/document.xml');
  if (!types || !document) return false;
  const head = new TextDecoder().decode(document.subarray(0, 4096));
  return /<(\w+:)?document[\s>]/.test(head) && new TextDecoder().decode(types).includes('wordprocessingml');
}

function docOpens(bytes: Uint8Array): boolean {
  const container = CFB.read(bytes, { type: 'buffer' });
  const stream = CFB.find(container, 'WordDocument');
  const content = stream?.content;
  if (!content || content.length < 2) return false;
  // The File Information Block starts with wIdent 0xA5EC (little-endian) in every Word 97–2003 file.
  return content[0] === 0xec && content[1] === 0xa5;
}
