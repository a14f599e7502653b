// Development: the platform (restarting on change) and Next.js in development behind the web's
// front server (scripts/web.mjs --dev, docs/decisions/0086), together.
import { startAll } from './processes.mjs';

// A local run (lib/run-mode.ts): development-only surfaces answer browsers on this machine.
const local = { RUN_MODE: process.env.RUN_MODE || 'local' };
startAll([
  { name: 'platform', command: 'npx', args: ['tsx', 'watch', 'server/main.ts'], env: local },
  { name: 'web', command: process.execPath, args: ['scripts/web.mjs', '--dev', '-p', process.env.PORT ?? '3000'], env: local },
]);
