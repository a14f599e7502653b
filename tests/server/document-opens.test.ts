import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { opensAs } from '@/server/domain/document-opens';
import { minimalDoc, minimalDocx, minimalPdf } from '../support/documents';

const encode = (text: string) => new TextEncoder().encode(text);

describe('opensAs (issue 18, item 10)', () => {
  it('opens real PDF, DOCX and DOC files as what they are', async () => {
    expect(await opensAs(minimalPdf(), 'pdf')).toBe(true);
    expect(await opensAs(minimalDocx(), 'docx')).toBe(true);
    expect(await opensAs(minimalDoc(), 'doc')).toBe(true);
  });

  it('refuses files that only start like one', async () => {
    expect(await opensAs(encode('%PDF-1.7\n<html><body><script>alert(1)</script></body></html>'), 'pdf')).toBe(false);
    expect(await opensAs(encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'), 'pdf')).toBe(false);
    expect(await opensAs(minimalPdf().slice(0, 300), 'pdf')).toBe(false);
    expect(await opensAs(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...encode('[Content_Types].xml word/document.xml')]), 'docx')).toBe(false);
    expect(await opensAs(zipSync({ '[Content_Types].xml': encode('<Types/>'), 'xl/workbook.xml': encode('<workbook/>') }), 'docx')).toBe(false);
    expect(await opensAs(zipSync({ '[Content_Types].xml': encode('wordprocessingml'), 'word/document.xml': encode('<html>not word</html>') }), 'docx')).toBe(false);
    expect(await opensAs(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...encode('compound document body')]), 'doc')).toBe(false);
    expect(await opensAs(minimalDocx(), 'pdf')).toBe(false);
    expect(await opensAs(minimalPdf(), 'doc')).toBe(false);
  });
});
