import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * At the end of a run, each spec file's time (the sum of its tests' attempts, hooks included, so a
 * worker's time, not the wall's), slowest first: where the e2e minutes go (docs/decisions/0073).
 */
export default class FileTimesReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(result: FullResult) {
    const rows = [...this.files].sort(([, a], [, b]) => b.ms - a.ms);
    const total = rows.reduce((sum, [, { ms }]) => sum + ms, 0);
    const lines = rows.map(([file, { ms, tests }]) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${tests} test runs)`);
    process.stdout.write(`\nSpec files by time (${result.status}, ${Math.round(total / 1000)} s of worker time):\n${lines.join('\n')}\n`);
  }
}
