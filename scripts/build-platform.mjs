// Compiles the platform for production (docs/decisions/0063): server/main.ts and every entry in
// `entryPoints` become plain JavaScript in dist/server/, run with `node dist/server/main.js`.
// npm packages stay external (node_modules is there at run time); the `@/` alias is resolved from
// tsconfig.json. `npm run dev` and the tests keep running the TypeScript through tsx.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = join(root, 'dist/server');

/**
 * Every program the platform starts, by output name. Add a worker_threads entry here (its
 * dist/server/<name>.js is then built next to main.js).
 */
export const entryPoints = [
  { in: 'server/main.ts', out: 'main' },
  // The limited workers' code (server/isolation/limited-work.ts, docs/decisions/0060).
  { in: 'server/isolation/worker-entry.ts', out: 'worker-entry' },
];

/**
 * Files that read their own folder (`new URL('./migrations', import.meta.url)`: migrations,
 * fonts, the language files) keep reading it in the source tree: in the bundle, their
 * import.meta.url is their source file's, relative to the bundle so that the tree can move.
 */
const ownUrl = (outdir) => ({
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url') || args.path.includes('node_modules')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
        resolveDir: dirname(args.path),
      };
    });
  },
});

/**
 * A deep import of an old CommonJS package without an exports map (`dayjs/plugin/timezone`)
 * resolves under tsx but not under Node's ESM loader, which wants the file's extension: such
 * imports stay external with the `.js` Node finds.
 */
const nodeResolvable = {
  name: 'node-resolvable-deep-imports',
  setup(builder) {
    builder.onResolve({ filter: /^(@[\w.-]+\/)?[\w.-]+\/[^.]*$/ }, (args) => {
      if (args.path.startsWith('@/')) return undefined;
      // Node's ESM resolution, without the check that the file exists.
      const file = fileURLToPath(import.meta.resolve(args.path));
      if (existsSync(file) || !existsSync(`${file}.js`)) return undefined;
      return { path: `${args.path}.js`, external: true };
    });
  },
};

/** esbuild's output for `entries` in `out`, each file written whole (renamed into place). */
async function compile(entries, out, define) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries.map((entry) => ({ in: join(root, entry.in), out: entry.out })),
    outdir: out,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    tsconfig: join(root, 'tsconfig.json'),
    plugins: [nodeResolvable, ownUrl(out)],
    logLevel: 'warning',
    define,
    // Node's own require for the few CommonJS-only paths a bundled ESM file may take.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    write: false,
  });
  // Two processes may build at once (the cluster's webs): neither reads a half-written file.
  for (const file of result.outputFiles) {
    await mkdir(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}

export async function buildPlatform() {
  const started = Date.now();
  await compile(entryPoints, outdir, { __COMPILED_PLATFORM__: 'true' });
  return Date.now() - started;
}

/** The web process (web-server/main.ts, docs/decisions/0086), run by scripts/web.mjs. */
export const webServerEntry = join(root, 'dist/web/server.js');

export async function buildWebServer() {
  await compile([{ in: 'web-server/main.ts', out: 'server' }], dirname(webServerEntry), {});
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildPlatform();
  console.info(`Built the platform into ${relative(root, outdir)}/ in ${ms} ms (${entryPoints.map((entry) => `${entry.out}.js`).join(', ')}).`);
}
