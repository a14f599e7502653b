/** PDF.js's parser half, loaded on the calling thread (server/domain/pdf-reader.ts); only its presence matters. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
