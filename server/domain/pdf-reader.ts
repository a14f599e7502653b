type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/**
 * Opens a PDF with PDF.js (Firefox's reader, loaded on first use: it is large and most requests
 * never need it), without eval or font loading, and runs `use` on it. Bounded: past `timeoutMs`
 * it rejects, and the document is destroyed whatever happens. PDF.js takes ownership of the
 * buffer it is given, so it gets a copy.
 */
export async function withPdf<T>(bytes: Uint8Array, timeoutMs: number, use: (document: PdfDocument) => Promise<T>, options: { stopAtErrors?: boolean } = {}): Promise<T> {
  const { getDocument } = await loadPdfReader();
  const task = getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, stopAtErrors: options.stopAtErrors ?? false, verbosity: 0 });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the PDF took longer than ${timeoutMs} ms to read`)), timeoutMs);
  });
  const work = task.promise.then(use);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
    await task.destroy();
  }
}

/**
 * PDF.js and its worker half, loaded once: without a worker thread PDF.js runs its parser on the
 * calling thread, and finds it already loaded on `globalThis.pdfjsWorker` instead of importing it
 * on the first document. A limited worker (server/isolation) loads both before a job's clock starts.
 */
export async function loadPdfReader(): Promise<PdfJs> {
  const [reader, parser] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= parser;
  return reader;
}
