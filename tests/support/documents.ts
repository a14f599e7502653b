import CFB from 'cfb';
import { zipSync } from 'fflate';

/**
 * Small real documents for upload tests: the platform opens PDF, DOCX and DOC files as a reader
 * would, so fixtures must be documents, not just their magic bytes.
 */

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * A one-page PDF with a line of text, its cross-reference table at the right offsets;
 * `padding` adds a comment of that many bytes (a large but valid file).
 */
export function minimalPdf(text = 'Ada Lovelace, analyst', padding = 0): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = `%PDF-1.4\n${padding > 0 ? `%${'x'.repeat(Math.max(0, padding - 2))}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encode(out);
}

/** A DOCX: the ZIP parts Word needs to open a document of one paragraph, or one a line given. */
export function minimalDocx(text: string | string[] = 'Ada Lovelace, analyst'): Uint8Array<ArrayBuffer> {
  const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = (Array.isArray(text) ? text : [text]).map((line) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`).join('');
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  const zip = zipSync({
    '[Content_Types].xml': encode(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    ),
    '_rels/.rels': encode(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': encode(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    ),
  });
  return new Uint8Array(zip);
}

/** A DOC: an OLE compound file whose WordDocument stream starts with Word's FIB magic (0xA5EC). */
export function minimalDoc(): Uint8Array<ArrayBuffer> {
  const container = CFB.utils.cfb_new();
  const fib = new Uint8Array(1472);
  fib.set([0xec, 0xa5, 0xc1, 0x00]);
  CFB.utils.cfb_add(container, 'WordDocument', fib);
  CFB.utils.cfb_add(container, '1Table', new Uint8Array(512));
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}
