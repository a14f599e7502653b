import { parentPort } from 'node:worker_threads';
import { type JobName, jobs } from './jobs';
import { WorkLimitError } from './work-limit';

/**
 * A limited worker's side (server/isolation/limited-work.ts): runs each job it is sent, one at a
 * time, and posts its answer, or the error as plain data (an Error does not cross threads with
 * its class).
 */
parentPort?.on('message', async ({ id, job, input }: { id: number; job: JobName; input: never }) => {
  try {
    const work = (await jobs[job]()) as (input: never) => unknown;
    // Loading the job's code (PDF.js: a second or more) is not the input's doing: its clock starts now.
    parentPort?.postMessage({ id, started: true });
    parentPort?.postMessage({ id, ok: true, value: await work(input) });
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    parentPort?.postMessage({ id, ok: false, name: failure.name, message: failure.message, limit: error instanceof WorkLimitError ? error.limit : undefined });
  }
});
