// Keeps the cluster's processes running: each in its own process group (a kill reaches what it
// started), restarted a second after it dies unexpectedly (a crash, or the benchmark's kill -9),
// and listed with its current pid in a state file the benchmark reads.
import { spawn } from 'node:child_process';
import { createWriteStream, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function supervise({ dir, processes, restartDelayMs = 1000 }) {
  const running = new Map(); // name → child
  const restarts = new Map();
  let stopping = false;
  const log = createWriteStream(join(dir, 'processes.log'), { flags: 'a' });

  const writeState = () => {
    const state = processes.map(({ name, kind, port }) => ({ name, kind, port, pid: running.get(name)?.pid ?? null, restarts: restarts.get(name) ?? 0 }));
    // Replaced whole (a rename), so that a reader never sees it half written.
    writeFileSync(join(dir, 'state.json.new'), `${JSON.stringify(state, null, 2)}\n`);
    renameSync(join(dir, 'state.json.new'), join(dir, 'state.json'));
  };

  const start = (spec) => {
    const child = spawn(spec.command, spec.args, { env: { ...process.env, ...spec.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${spec.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        log.write(text.replace(/^(?=.)/gm, prefix));
        if (spec.echo) process.stdout.write(text.replace(/^(?=.)/gm, prefix));
      });
    }
    running.set(spec.name, child);
    writeState();
    child.on('exit', (code, signal) => {
      running.delete(spec.name);
      if (stopping) return;
      restarts.set(spec.name, (restarts.get(spec.name) ?? 0) + 1);
      console.error(`${spec.name} stopped (${signal ?? code}); restarting it.`);
      // What it started goes with it, so that the port is free again.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group is gone already
      }
      writeState();
      setTimeout(() => !stopping && start(spec), restartDelayMs);
    });
  };

  for (const spec of processes) start(spec);

  return {
    stop() {
      stopping = true;
      for (const child of running.values()) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      return new Promise((resolve) => {
        const deadline = Date.now() + 5000;
        const check = setInterval(() => {
          if (running.size > 0 && Date.now() < deadline) return;
          for (const child of running.values()) {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // gone
            }
          }
          clearInterval(check);
          log.end();
          resolve();
        }, 100);
      });
    },
  };
}
