// Development: the platform (restarting on change) and `next dev`, together.
import { startAll } from './processes.mjs';

startAll([
  { name: 'platform', command: 'npx', args: ['tsx', 'watch', 'server/main.ts'] },
  { name: 'web', command: 'npx', args: ['next', 'dev', '-p', process.env.PORT ?? '3000'] },
]);
