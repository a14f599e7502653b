import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live (ARCHITECTURE: a storage interface, local disk by default). */
export interface FileStorage {
  /** Stores the bytes and returns the key to read them back with. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/** Files on local disk under one directory; keys are random names, never user input. */
export function diskStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(directory, key);
  };
  return {
    async put(bytes, extension) {
      const ext = extension.toLowerCase().replace(/^\./, '');
      if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
      await mkdir(directory, { recursive: true });
      const key = `${randomUUID()}.${ext}`;
      await writeFile(pathOf(key), bytes);
      return key;
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Files in memory, for tests. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, Uint8Array>();
  return {
    async put(bytes, extension) {
      const key = `${randomUUID()}.${extension.toLowerCase().replace(/^\./, '')}`;
      files.set(key, bytes);
      return key;
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/**
 * A user's file name made safe to store and show: no path, no control or bidirectional-override
 * characters (which can make `cv‮fdp.exe` read as `cvexe.pdf`), trimmed, at most `max` characters
 * with the extension kept. Empty → `fallback`.
 */
export function safeFileName(given: string, fallback: string, max = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const unsafe = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
  const base = (given.split(/[\\/]/).pop() ?? '').replace(unsafe, '').replace(/\s+/g, ' ').trim();
  const name = base === '' || base === '.' || base === '..' ? fallback : base;
  if (name.length <= max) return name;
  const extension = /\.[a-z0-9]{1,8}$/i.exec(name)?.[0] ?? '';
  return `${name.slice(0, max - extension.length)}${extension}`;
}

/**
 * The Content-Disposition of a stored file (RFC 6266): an ASCII `filename` for old clients and
 * the real name as RFC 5987 `filename*`, percent-encoded, so no quote, semicolon or line break in
 * a name can end the header or add a parameter.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\w .()-]/g, '_').replace(/^[ .]+/, '') || 'file';
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
