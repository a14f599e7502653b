// `npm test`: every check, in order, stopping at the first that fails, as `a && b && …` did. It
// prints each stage's wall time and the load average at the end, so a CI run records where its
// minutes went (docs/decisions/0073).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const stages = ['lint', 'typecheck', 'test:unit', 'test:pg', 'build', 'test:e2e'];
const times = [];
let status = 0;
for (const stage of stages) {
  const started = performance.now();
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push([stage, Math.round((performance.now() - started) / 1000)]);
  status = result.status ?? 1;
  if (status !== 0) break;
}
const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`\nnpm test: ${times.map(([stage, seconds]) => `${stage} ${seconds} s`).join(', ')}; ${total} s in all${status ? ` (${times.at(-1)?.[0]} failed)` : ''}`);
console.log(`load average at the end: ${loadavg().map((n) => n.toFixed(1)).join(', ')}`);
process.exit(status);
