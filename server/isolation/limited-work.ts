import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { JobInput, JobName, JobOutput } from './jobs';
import { type WorkLimit, WorkLimitError } from './work-limit';

export { WorkLimitError, type WorkLimit };

/**
 * Untrusted work (a user's file or long text) runs here, never on the API's event loop
 * (ARCHITECTURE, untrusted work; docs/decisions/0060): in a small pool of worker threads with a
 * heap limit, one job per worker at a time, and a wall-clock limit per job that terminates its
 * worker. Whatever the work throws, or however its worker dies, the caller gets a rejected
 * promise; a limit reached is a WorkLimitError naming it. Workers are kept warm between jobs
 * (loading PDF.js costs a second or more of CPU) and end after a short idle time.
 */
export interface Limits {
  /** Wall-clock milliseconds until the job's worker is terminated. */
  timeMs: number;
}

/** The old-generation heap of each worker: V8 stops a worker past it with ERR_WORKER_OUT_OF_MEMORY. */
export const workerHeapMb = 512;
const poolSize = 2;
const idleMs = 60_000;
const jobsPerWorker = 100;
/** How long a worker may take to load a job's code before its input is given the job's own time. */
const loadMs = 120_000;

/**
 * The worker's code: the entry module beside this one, as JavaScript once compiled, or as
 * TypeScript through tsx, which the worker registers itself: an eval worker does not get the
 * `--import tsx` of a process started by tsx, and Vitest's process has none. The worker gets no
 * execArgv, so it is the same under `tsx`, `node --import tsx` and Vitest.
 */
const here = import.meta.url;
// Set by scripts/build-platform.mjs: the bundle keeps this file's source URL for import.meta.url,
// and the worker's compiled entry is dist/server/worker-entry.js, built beside main.js.
declare const __COMPILED_PLATFORM__: boolean | undefined;
const bundled = typeof __COMPILED_PLATFORM__ !== 'undefined';
const compiled = bundled || !here.endsWith('.ts');
const entry = new URL(bundled ? '../../dist/server/worker-entry.js' : compiled ? './worker-entry.js' : './worker-entry.ts', here).href;
// tsx's ES module API (require.resolve finds its CommonJS twin, which cannot register from a worker).
const tsxApi = compiled ? null : pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
const bootstrap = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.tsxApi) (await import(workerData.tsxApi)).register();
  await import(workerData.entry);
})().catch((error) => { setImmediate(() => { throw error; }); });
`;

type Answer = { id: number; started: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; name: string; message: string; limit?: WorkLimit };
interface Job {
  id: number;
  name: JobName;
  input: unknown;
  limits: Limits;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
interface Slot {
  worker: Worker;
  job: Job | null;
  /** Whether the job's code is loaded and its input being worked on. */
  started: boolean;
  done: number;
  timer: NodeJS.Timeout | null;
}

const slots = new Set<Slot>();
const waiting: Job[] = [];
let nextId = 1;

function retire(slot: Slot) {
  slots.delete(slot);
  if (slot.timer) clearTimeout(slot.timer);
  slot.worker.removeAllListeners('message');
  void slot.worker.terminate();
}

/** Ends the slot's job with `outcome`; the worker serves the next job unless it is to be retired. */
function finish(slot: Slot, outcome: (job: Job) => void, retireWorker: boolean) {
  const job = slot.job;
  if (!job) return;
  slot.job = null;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  outcome(job);
  slot.done += 1;
  if (retireWorker || slot.done >= jobsPerWorker) retire(slot);
  else slot.timer = setTimeout(() => retire(slot), idleMs).unref();
  pump();
}

function spawn(): Slot {
  const worker = new Worker(bootstrap, {
    eval: true,
    execArgv: [],
    workerData: { entry, tsxApi },
    // Young generation and stack are bounded too: a heap limit alone leaves them at V8's defaults.
    resourceLimits: { maxOldGenerationSizeMb: workerHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  worker.unref();
  const slot: Slot = { worker, job: null, started: false, done: 0, timer: null };
  worker.on('message', (answer: Answer) => {
    if (slot.job?.id !== answer.id) return;
    if ('started' in answer) {
      slot.started = true;
      return timeJob(slot, slot.job.limits.timeMs);
    }
    finish(
      slot,
      (job) => {
        if (answer.ok) return job.resolve(answer.value);
        if (answer.limit) return job.reject(new WorkLimitError(answer.limit, answer.message));
        const error = new Error(answer.message);
        error.name = answer.name;
        job.reject(error);
      },
      false,
    );
  });
  // A worker that dies (out of memory, an error nothing caught) takes only its own job with it;
  // dying on the input is the input's doing, dying while loading the job's code is not.
  const died = (error: Error & { code?: string }) => {
    slots.delete(slot);
    const onInput = slot.started;
    finish(
      slot,
      (job) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') job.reject(new WorkLimitError('memory', `${job.name} needed more than ${workerHeapMb} MB`));
        else if (onInput) job.reject(new WorkLimitError('crash', `${job.name} crashed: ${error.message}`));
        else job.reject(error);
      },
      true,
    );
  };
  worker.on('error', died);
  worker.on('exit', (code) => died(new Error(`the worker ended (exit code ${code})`)));
  slots.add(slot);
  return slot;
}

function timeJob(slot: Slot, ms: number) {
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = setTimeout(() => finish(slot, (stopped) => stopped.reject(new WorkLimitError('time', `${stopped.name} took longer than ${ms} ms`)), true), ms);
}

function start(slot: Slot, job: Job) {
  slot.job = job;
  slot.started = false;
  timeJob(slot, loadMs);
  slot.worker.postMessage({ id: job.id, job: job.name, input: job.input });
}

function pump() {
  while (waiting.length > 0) {
    const idle = [...slots].find((slot) => slot.job === null);
    const slot = idle ?? (slots.size < poolSize ? spawn() : null);
    if (!slot) return;
    start(slot, waiting.shift() as Job);
  }
}

/** Runs `name` on `input` in a limited worker; the input is copied to it (the caller keeps its bytes). */
export function runLimited<K extends JobName>(name: K, input: JobInput<K>, limits: Limits): Promise<JobOutput<K>> {
  return new Promise((resolve, reject) => {
    waiting.push({ id: nextId++, name, input, limits, resolve: resolve as (value: unknown) => void, reject });
    pump();
  });
}

/**
 * Starts the pool's workers and loads the document readers in them, in the background: a first
 * upload after a start would otherwise wait for PDF.js to load (seconds on a busy machine).
 */
export function warmLimitedWorkers(): void {
  if (slots.size > 0) return;
  for (let i = 0; i < poolSize; i++) runLimited('warm', null, { timeMs: loadMs }).catch(() => {});
}

/** Ends every worker (tests and shutdown); queued jobs are refused. */
export async function closeLimitedWorkers(): Promise<void> {
  for (const job of waiting.splice(0)) job.reject(new Error('the limited workers were closed'));
  await Promise.all([...slots].map((slot) => slot.worker.terminate()));
  slots.clear();
}
