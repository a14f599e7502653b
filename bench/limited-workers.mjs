// Cost of a limited worker (docs/decisions/0060): the first job of a kind in a new worker (the
// worker starts, registers tsx, loads the job's code: what spawning per job would cost every
// time) against the same job in a warm worker of the pool. Prints median milliseconds.
//
//   node --import tsx bench/limited-workers.mjs [--rounds=5]
import { closeLimitedWorkers, runLimited } from '../server/isolation/limited-work.ts';
import { minimalDocx, minimalPdf } from '../tests/support/documents.ts';

const rounds = Number(process.argv.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const jobs = {
  'document-opens pdf': () => runLimited('document-opens', { bytes: minimalPdf(), type: 'pdf' }, { timeMs: 60_000 }),
  'document-opens docx': () => runLimited('document-opens', { bytes: minimalDocx(), type: 'docx' }, { timeMs: 60_000 }),
  'resume-read docx': () => runLimited('resume-read', { bytes: minimalDocx('Ada Lovelace, analyst, ada@example.com, 2019 - 2021'), type: 'docx' }, { timeMs: 60_000 }),
};
for (const [name, job] of Object.entries(jobs)) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < rounds; i++) {
    await closeLimitedWorkers();
    let started = performance.now();
    await job();
    cold.push(performance.now() - started);
    started = performance.now();
    await job();
    warm.push(performance.now() - started);
  }
  console.log(`${name.padEnd(22)} new worker ${Math.round(median(cold))} ms, warm worker ${median(warm).toFixed(1)} ms (median of ${rounds})`);
}
await closeLimitedWorkers();
