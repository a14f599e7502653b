// What the front server (web-server/front.ts, docs/decisions/0086) costs per cached page it
// sends: reading the scripts of a page whose hashes are not known yet (find, check, hash), and
// recognising a page already read (one SHA-256 of the HTML, which also finds its gzip). Fetches
// real pages from a running production server on loopback, bounded in count.
// Usage: node --import tsx bench/inline-script-hashes.mjs <port> [host]   (e.g. 3029 ph.localhost)
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../web-server/inline-scripts.ts';
import { readPage } from '../web-server/page-hashes.ts';

const [port = '3000', host = 'ph.localhost'] = process.argv.slice(2);
const paths = ['/en-us', '/en-us/jobs-hiring/job-search', '/en-us/jobs-hiring/software-engineer-jobs-in-manila'];
const rounds = 200;

const get = (path) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path, headers: { host: `${host}:${port}` } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    });
    req.on('error', reject);
    req.end();
  });

const perCall = (fn) => {
  fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) fn(i);
  return Number(process.hrtime.bigint() - start) / 1e6 / rounds;
};

for (const path of paths) {
  const html = await get(path);
  const gzipped = gzipSync(html);
  const { hashes } = pageScripts(html.toString('utf8'));
  // A fresh body each call (a comment appended) measures the read; the same body, the cache.
  const variants = Array.from({ length: rounds + 1 }, (_, i) => Buffer.concat([html, Buffer.from(`<!--${i}-->`)]));
  const read = perCall(() => pageScripts(html.toString('utf8')));
  const readNew = perCall((i = rounds) => readPage(variants[i], 'bench'));
  const cached = perCall(() => readPage(html, 'bench'));
  const gzip = perCall(() => gzipSync(html));
  console.log(
    `${path}: ${(html.length / 1024).toFixed(0)} KB HTML (${(gzipped.length / 1024).toFixed(0)} KB gzip), ${hashes.length} inline scripts; ` +
      `read ${read.toFixed(2)} ms, digest + read ${readNew.toFixed(2)} ms, known body ${cached.toFixed(3)} ms, gzip ${gzip.toFixed(2)} ms (once per page)`,
  );
}
