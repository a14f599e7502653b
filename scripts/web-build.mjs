// Whether the web's production build in a build folder is older than its sources (npm start,
// npm run start:cluster).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webSources = ['app', 'components', 'lib', 'services', 'i18n', 'public', 'middleware.ts', 'next.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

export function webBuildIsStale(distDir = '.next') {
  const buildId = join(distDir, 'BUILD_ID');
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  return builtAt < Math.max(...webSources.map(newestMtime));
}
