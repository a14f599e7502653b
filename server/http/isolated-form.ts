import type { Context } from 'hono';
import { runLimited } from '../isolation/limited-work';

/** A 30 MB form takes seconds to parse on a busy machine; past this its sender is told it is malformed. */
const formLimits = { timeMs: 60_000 };

/**
 * The fields of a multipart upload, parsed in a limited worker (server/isolation/multipart.ts),
 * with files as File objects like Hono's parseBody. Throws when the body is not a multipart form
 * (the caller answers 422, as for parseBody).
 */
export async function parseFormIsolated(c: Context): Promise<Record<string, File | string>> {
  const contentType = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw new Error('not a multipart form');
  const body = new Uint8Array(await c.req.arrayBuffer());
  const parts = await runLimited('multipart-form', { body, contentType }, formLimits);
  const fields: Record<string, File | string> = {};
  for (const [name, part] of Object.entries(parts)) {
    fields[name] = typeof part === 'string' ? part : new File([part.bytes as BlobPart], part.filename, { type: part.type });
  }
  return fields;
}
