import { afterAll, describe, expect, it } from 'vitest';
import { closeLimitedWorkers, runLimited, WorkLimitError } from '@/server/isolation/limited-work';
import { minimalPdf } from '../support/documents';

/**
 * The limited workers' own promises (docs/decisions/0060): a job past its time is stopped and
 * answered as a time limit, one past its heap as a memory limit, and the pool goes on serving the
 * next job in a new worker.
 */
afterAll(async () => {
  await closeLimitedWorkers();
});

describe('limited workers', () => {
  it('stops a job past its time limit and serves the next job', async () => {
    // A junk "PDF" of a few MB keeps PDF.js busy far longer than a millisecond once its code is loaded.
    const junk = new Uint8Array(4 * 1024 * 1024).fill(0x61);
    junk.set(new TextEncoder().encode('%PDF-1.4\n'));
    const stopped = await runLimited('document-opens', { bytes: junk, type: 'pdf' }, { timeMs: 1 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(WorkLimitError);
    expect((stopped as WorkLimitError).limit).toBe('time');

    // The stopped worker is gone; a good file still opens in the pool.
    await expect(runLimited('document-opens', { bytes: minimalPdf(), type: 'pdf' }, { timeMs: 60_000 })).resolves.toBe(true);
  }, 240_000);

  it('stops a job past its memory limit', async () => {
    // The junk "PDF": on the main thread PDF.js grew the process by 1.4 GB reading it.
    const junk = new Uint8Array(30 * 1024 * 1024).fill(0x61);
    junk.set(new TextEncoder().encode('%PDF-1.4\n'));
    const stopped = await runLimited('document-opens', { bytes: junk, type: 'pdf' }, { timeMs: 200_000 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(stopped).toBeInstanceOf(WorkLimitError);
    expect((stopped as WorkLimitError).limit).toBe('memory');
  }, 300_000);

  it('answers a job that throws as a rejected promise, not a crash of the platform', async () => {
    // The multipart reader given something that is not a form: the worker's error comes back as a value.
    const failed = await runLimited('multipart-form', { body: new Uint8Array([1, 2, 3]), contentType: 'text/plain' }, { timeMs: 60_000 }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error);
  }, 240_000);
});
