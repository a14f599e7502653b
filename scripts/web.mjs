// The web process (docs/decisions/0086): compiles web-server/ into dist/web (well under a second)
// and starts it: Next.js behind the front server that stamps client addresses and hashes the
// cached pages' inline scripts. Usage: node scripts/web.mjs [-p port] [-H host] [--dev]
import { pathToFileURL } from 'node:url';
import { buildWebServer, webServerEntry } from './build-platform.mjs';

// Before React and Next.js load, as `next start` and `next dev` do.
if (process.argv.includes('--dev')) process.env.NODE_ENV = 'development';
else process.env.NODE_ENV ??= 'production';
await buildWebServer();
await import(pathToFileURL(webServerEntry).href);
