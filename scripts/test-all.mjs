// `npm test`: every check, failing when any fails. It prints each stage's wall time and the load
// average at the end, so a CI run records where its minutes went (docs/decisions/0073).
//
// The quick checks run first and stop the run early. Then the unit suite, the PostgreSQL suite
// and the production build run at once: the two suites spend much of their time waiting (started
// processes, databases, timers; the unit suite kept about one of two cores busy on its own), and
// the build fills what they leave (docs/decisions/0078). Each one's output is kept in a file and
// printed whole when it ends, so the log reads one stage at a time. The browser suite runs last,
// on the build, with the machine to itself.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const times = [];
let failed = null;

function runInline(stage) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push([stage, Math.round((performance.now() - started) / 1000)]);
  if (result.status !== 0) failed ??= stage;
}

const logs = mkdtempSync(join(tmpdir(), 'npm-test-'));
function runTogether(stages) {
  return Promise.all(
    stages.map(
      (stage) =>
        new Promise((resolve) => {
          const started = performance.now();
          const file = join(logs, `${stage.replace(/\W/g, '-')}.log`);
          const out = createWriteStream(file);
          const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
          child.stdout.pipe(out, { end: false });
          child.stderr.pipe(out, { end: false });
          child.on('close', (code) => {
            const seconds = Math.round((performance.now() - started) / 1000);
            out.end(() => {
              console.log(`\n===== ${stage}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s =====`);
              process.stdout.write(readFileSync(file));
              times.push([stage, seconds]);
              if (code !== 0) failed ??= stage;
              resolve();
            });
          });
        }),
    ),
  );
}

const started = performance.now();
for (const stage of ['lint', 'typecheck']) if (!failed) runInline(stage);
if (!failed) await runTogether(['test:unit', 'test:pg', 'build']);
if (!failed) runInline('test:e2e');
rmSync(logs, { recursive: true, force: true });

const total = Math.round((performance.now() - started) / 1000);
console.log(`\nnpm test: ${times.map(([stage, seconds]) => `${stage} ${seconds} s`).join(', ')}; ${total} s in all${failed ? ` (${failed} failed)` : ''}`);
console.log(`load average at the end: ${loadavg().map((n) => n.toFixed(1)).join(', ')}`);
process.exit(failed ? 1 : 0);
