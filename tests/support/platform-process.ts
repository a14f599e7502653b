import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PlatformProcess {
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null: a signal). */
  exited: Promise<number | null>;
  kill9(): Promise<void>;
}

/** Starts `server/main.ts` as `npm run dev` does, with the given environment on top of a quiet one. */
export function startPlatformProcess(env: Record<string, string>, entry: string[] = ['--import', 'tsx', 'server/main.ts']): PlatformProcess {
  const child = spawn(process.execPath, entry, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', PLATFORM_ROLES: '', LOG_LEVEL: 'warn', SEED_JOBS_PER_COUNTRY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until the process answers /health on its port, or fails with what it printed. */
export async function waitForHealth(platform: PlatformProcess, port: number, timeoutMs = 180_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void platform.exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return ((await response.json()) as { data: unknown }).data;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`platform on ${port} not healthy:\n${platform.output()}`);
}
