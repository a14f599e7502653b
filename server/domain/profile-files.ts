import { ruleMessages } from '@/lib/schemas/jobseeker';
import { AppError } from '../http/app-error';
import { safeFileName } from '../storage/files';
import { opensAs } from './document-opens';

export interface SniffedType {
  mime: string;
  extension: string;
}

/** The real type of an upload, from its first bytes: the name and the browser's word are not trusted. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', extension: 'jpg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', extension: 'png' };
  if (starts(0x42, 0x4d) && bytes.length >= 26) return { mime: 'image/bmp', extension: 'bmp' };
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

export interface CheckedUpload {
  bytes: Uint8Array;
  type: SniffedType;
  filename: string;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * A multipart file field checked for presence, size and type; each failure is a 422 (40001)
 * naming the field. `filename` (a separate field, core spec §7) wins over the file's own name.
 */
export async function checkUpload(
  value: unknown,
  options: { field: string; maxBytes: number; types: readonly string[]; filename?: unknown },
): Promise<CheckedUpload> {
  const fail = (message: string): never => {
    throw AppError.validation({ [options.field]: [message] });
  };
  const file = Array.isArray(value) ? value[0] : value;
  if (!(file instanceof File) || file.size === 0) return fail(ruleMessages.fileRequired);
  if (file.size > options.maxBytes) return fail(ruleMessages.fileTooLarge.replace('{max}', String(megabytes(options.maxBytes))));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffFileType(bytes);
  if (!type || !options.types.includes(type.mime)) return fail(ruleMessages.fileType);
  // A PDF must open as one, not merely start with `%PDF-` (issue 18, item 10).
  if (type.extension === 'pdf' && !(await opensAs(bytes, 'pdf'))) return fail(ruleMessages.fileType);
  const given = typeof options.filename === 'string' && options.filename.trim() !== '' ? options.filename : file.name;
  // A display name only: path parts, control and bidi-override characters go, the length is bounded.
  const filename = safeFileName(given, `file.${type.extension}`, 255);
  return { bytes, type, filename };
}
