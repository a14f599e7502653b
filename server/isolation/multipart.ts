/** One part of a multipart form: a file's name and bytes, or a text value. */
export type FormPart = { filename: string; type: string; bytes: Uint8Array } | string;

/**
 * A multipart/form-data body read into its parts, in a limited worker (server/isolation): the
 * runtime's parser took 7 s of the event loop for a 30 MB upload on a busy two-core machine
 * (issue 29, item 1), so the API only collects the body's bytes. The first value of each field.
 */
export async function readMultipart({ body, contentType }: { body: Uint8Array; contentType: string }): Promise<Record<string, FormPart>> {
  const form = await new Response(new Blob([body as BlobPart]), { headers: { 'Content-Type': contentType } }).formData();
  const parts: Record<string, FormPart> = {};
  for (const [name, value] of form.entries()) {
    if (name in parts) continue;
    parts[name] = typeof value === 'string' ? value : { filename: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return parts;
}
