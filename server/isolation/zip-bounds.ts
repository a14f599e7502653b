import { Inflate } from 'fflate';
import { WorkLimitError } from './work-limit';

/**
 * Bounds on an archive from a user (a DOCX): how many entries, how large each entry and all of
 * them may be once unpacked. A 1 MB DOCX may hold a part that unpacks to gigabytes (issue 29, item 3).
 */
export interface ZipBounds {
  maxEntries: number;
  maxPartBytes: number;
  maxTotalBytes: number;
}

/** A DOCX resume is a few dozen parts and some pictures; these leave a large one room. */
export const docxBounds: ZipBounds = { maxEntries: 1000, maxPartBytes: 32 * 1024 * 1024, maxTotalBytes: 96 * 1024 * 1024 };

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const u16 = (view: DataView, at: number) => view.getUint16(at, true);
const u32 = (view: DataView, at: number) => view.getUint32(at, true);

/** The entries of the central directory, as the archive declares them (what readers such as yauzl trust). */
function centralDirectory(bytes: Uint8Array, bounds: ZipBounds): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(view, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip archive: no end of central directory');
  const count = u16(view, end + 10);
  if (count > bounds.maxEntries) throw new WorkLimitError('size', `the archive has ${count} entries, more than ${bounds.maxEntries}`);
  const entries: Entry[] = [];
  let at = u32(view, end + 16);
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(view, at) !== 0x02014b50) throw new Error('a damaged zip central directory');
    const nameLength = u16(view, at + 28);
    const entry: Entry = {
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(view, at + 10),
      compressedSize: u32(view, at + 20),
      size: u32(view, at + 24),
      headerOffset: u32(view, at + 42),
    };
    // 0xFFFFFFFF means ZIP64 sizes: no resume needs them.
    if (entry.size > bounds.maxPartBytes) throw new WorkLimitError('size', `${entry.name} unpacks to ${entry.size} bytes, more than ${bounds.maxPartBytes}`);
    entries.push(entry);
    at += 46 + nameLength + u16(view, at + 30) + u16(view, at + 32);
  }
  return entries;
}

/** Inflates one entry in small steps, stopping as soon as it passes `cap` bytes whatever its header said. */
function inflateCapped(bytes: Uint8Array, entry: Entry, cap: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const local = entry.headerOffset;
  if (local + 30 > bytes.length || u32(view, local) !== 0x04034b50) throw new Error(`${entry.name}: a damaged local header`);
  const start = local + 30 + u16(view, local + 26) + u16(view, local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (start + entry.compressedSize > bytes.length) throw new Error(`${entry.name}: cut short`);
  const tooLarge = () => new WorkLimitError('size', `${entry.name} unpacks to more than ${cap} bytes`);
  if (entry.method === 0) {
    if (data.length > cap) throw tooLarge();
    return data;
  }
  if (entry.method !== 8) throw new Error(`${entry.name}: compression method ${entry.method} is not supported`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total <= cap) chunks.push(chunk);
  });
  // 8 KB of deflate unpacks to at most about 8 MB, so the cap is never overshot by much.
  const step = 8 * 1024;
  for (let at = 0; at < data.length; at += step) {
    inflate.push(data.subarray(at, at + step), at + step >= data.length);
    if (total > cap) throw tooLarge();
  }
  if (data.length === 0) inflate.push(new Uint8Array(0), true);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Checks every entry of an archive against the bounds (declared sizes from the central
 * directory, then the real size by inflating each with a cap) and returns the entries `wanted`
 * asks for. Throws WorkLimitError('size') past a bound, a plain Error when the archive is damaged.
 */
export function readZipBounded(bytes: Uint8Array, bounds: ZipBounds, wanted: (name: string) => boolean = () => false): Map<string, Uint8Array> {
  const parts = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of centralDirectory(bytes, bounds)) {
    if (entry.name.endsWith('/')) continue;
    const content = inflateCapped(bytes, entry, Math.min(bounds.maxPartBytes, bounds.maxTotalBytes - total));
    total += content.length;
    if (wanted(entry.name)) parts.set(entry.name, content);
  }
  return parts;
}
