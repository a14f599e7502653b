import { type ResumeExtension, resumeTypes } from '@/lib/schemas/applications';
import { safeFileName } from '../storage/files';

const ascii = (text: string) => new TextEncoder().encode(text);
const pdfMagic = ascii('%PDF-');
const oleMagic = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const zipMagic = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
const contentTypesEntry = ascii('[Content_Types].xml');
const wordEntry = ascii('word/');

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0, until = bytes.length): number {
  const last = Math.min(until, bytes.length) - needle.length;
  outer: for (let i = from; i <= last; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * What a resume file really is, read from its bytes, never from its name or the type the browser
 * claims: a PDF has `%PDF-` in its first KB (readers accept leading junk that far), a DOC is an
 * OLE2 compound file, a DOCX a ZIP whose entry names (stored uncompressed) include
 * `[Content_Types].xml` and the `word/` part. Anything else is null.
 */
export function sniffResume(bytes: Uint8Array): ResumeExtension | null {
  if (indexOf(bytes, pdfMagic, 0, 1024 + pdfMagic.length) !== -1) return 'pdf';
  if (startsWith(bytes, oleMagic)) return 'doc';
  if (startsWith(bytes, zipMagic) && indexOf(bytes, contentTypesEntry) !== -1 && indexOf(bytes, wordEntry) !== -1) return 'docx';
  return null;
}

/** The extension of a file name, lower-cased, when it is one of the resume types. */
export function resumeExtensionOf(filename: string): ResumeExtension | null {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase();
  return ext && ext in resumeTypes ? (ext as ResumeExtension) : null;
}

/** A file name safe to store and show (server/storage/files.ts), at most 200 characters. */
export function cleanFilename(filename: string, extension: ResumeExtension): string {
  return safeFileName(filename, `resume.${extension}`, 200);
}
