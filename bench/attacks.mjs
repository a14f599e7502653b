// Attack benchmark (issue 29): starts a platform on a free port with a fresh PGlite, then runs
// the attacks of the issue against it while a second client calls /health and a job search every
// 100 ms. Attacks: 1) three 30 MB junk "PDF"s uploaded at once; 2) a DOCX of one 256 KB line,
// uploaded and read in the background; 3) a 1.2 MB DOCX whose header part unpacks to 1.2 GB;
// 4) a 1.1 MB POST answered early (422/401), then a small POST on the same kept-alive socket.
// Prints p95 of the second client's calls, its failures, whether the platform exited, and the
// platform's RSS at start, peak and end; writes bench/results/attacks-<date>.json.
// Loopback only; bounded in count and time.
//
//   node --import tsx bench/attacks.mjs        (npm run bench:attacks)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { createSession } from '../server/auth/sessions.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { seedDatabase } from '../server/seed/index.ts';

const pgliteDir = '/tmp/hireloop-bench-attacks-pglite';
const filesDir = '/tmp/hireloop-bench-attacks-files';
const bombFile = '/tmp/hireloop-bench-attacks-bomb.docx';
const encode = (text) => new TextEncoder().encode(text);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function prepare() {
  rmSync(pgliteDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  const handle = await openDatabase({ dataDir: pgliteDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { jobsPerCountry: 300, countries: ['ph'], seed: 42, now: new Date() });
    const tokens = [];
    for (let i = 0; i < 3; i++) {
      const [user] = await handle.db
        .insert(users)
        .values({ email: `attacker-${i}@example.test`, passwordHash: 'bench', firstName: 'Attack', lastName: `Er ${i}`, countryKey: 'ph' })
        .returning({ id: users.id });
      tokens.push(await createSession(handle.db, { userId: user.id, kind: 'user', now: new Date() }));
    }
    return tokens;
  } finally {
    await handle.close();
  }
}

const rssOf = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
};

function docx(bodyText, extra = {}) {
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  return {
    '[Content_Types].xml': encode(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    ),
    'word/document.xml': encode(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${bodyText}</w:t></w:r></w:p></w:body></w:document>`,
    ),
    ...extra,
  };
}

/** The 1.2 GB header, deflated as it is made (never whole in memory); cached between runs. */
async function zipBomb() {
  if (existsSync(bombFile)) return new Uint8Array(readFileSync(bombFile));
  const chunks = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, bytes] of Object.entries(docx('Ada Lovelace, analyst'))) {
    const part = new ZipDeflate(name, { level: 9 });
    zip.add(part);
    part.push(bytes, true);
  }
  const header = new ZipDeflate('word/header1.xml', { level: 9 });
  zip.add(header);
  const block = new Uint8Array(1024 * 1024).fill(0x61);
  header.push(encode('<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>'));
  for (let i = 0; i < 1200; i++) header.push(block, i === 1199);
  zip.end();
  const out = Buffer.concat(chunks);
  writeFileSync(bombFile, out);
  return new Uint8Array(out);
}

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const tokens = await prepare();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const headers = (token) => ({ 'Country-Id': '167', 'Language-Id': '1', 'Role-Id': '1', Device: 'web', ...(token ? { Authorization: `Bearer ${token}` } : {}) });

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, PLATFORM_PORT: String(port), PLATFORM_HOST: '127.0.0.1', LOG_LEVEL: 'warn', FILES_DIR: filesDir, DATABASE_URL: '', PGLITE_DIR: pgliteDir, REDIS_URL: '' },
});
let exited = null;
let output = '';
child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
child.on('exit', (code, signal) => (exited = { code, signal }));
for (let i = 0; ; i++) {
  if (exited || i > 600) throw new Error(`the platform did not start:\n${output}`);
  if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break;
  await sleep(500);
}

// The second client: /health and a search every 100 ms, each timed; RSS sampled alongside.
const calls = [];
let phase = 'idle';
let monitoring = true;
const rss = { start: rssOf(child.pid), peak: 0, end: null };
const monitor = (async () => {
  while (monitoring) {
    rss.peak = Math.max(rss.peak, rssOf(child.pid) ?? 0);
    for (const path of ['/health', '/job/search?query=engineer&source=web&device=web']) {
      const started = performance.now();
      const ok = await fetch(`${base}${path}`, { headers: headers(null), signal: AbortSignal.timeout(60_000) }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.ok;
        },
        () => false,
      );
      calls.push({ phase, path, ms: performance.now() - started, ok });
    }
    await sleep(100);
  }
})();

async function upload(token, bytes, name) {
  const form = new FormData();
  form.set('file', new File([bytes], name));
  const started = performance.now();
  try {
    const response = await fetch(`${base}/jobseeker/resume/upload`, { method: 'POST', body: form, headers: headers(token), signal: AbortSignal.timeout(120_000) });
    const body = await response.json().catch(() => null);
    return { status: response.status, code: body?.code, message: body?.message, ms: Math.round(performance.now() - started), parse_id: body?.data?.parse_id };
  } catch (error) {
    return { error: String(error), ms: Math.round(performance.now() - started) };
  }
}

const results = {};
await sleep(2000);

phase = 'junk-pdf';
const junk = new Uint8Array(30 * 1024 * 1024 - 4096).fill(0x61);
junk.set(encode('%PDF-1.4\n'));
results.junkPdf = await Promise.all(tokens.map((token, i) => upload(token, junk, `junk-${i}.pdf`)));

phase = 'long-line-docx';
const longLine = zipSync(docx('a'.repeat(256 * 1024)), { level: 9 });
const stored = await upload(tokens[0], longLine, 'one-line.docx');
let reading = null;
for (let i = 0; i < 240 && stored.parse_id && !exited; i++) {
  const answer = await fetch(`${base}/jobseeker/resume/${stored.parse_id}/get-syncable-content`, { headers: headers(tokens[0]) }).then((r) => r.json(), () => null);
  reading = answer?.data ?? null;
  if (reading && reading.state !== 'analysing') break;
  await sleep(500);
}
results.longLineDocx = { bytes: longLine.length, upload: stored, reading: reading && { state: reading.state, failure: reading.failure } };

phase = 'zip-bomb';
const bomb = await zipBomb();
results.zipBomb = { bytes: bomb.length, upload: await upload(tokens[1], bomb, 'bomb.docx') };

phase = 'early-answer-keep-alive';
results.earlyAnswer = await new Promise((resolve) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set();
  const send = (body, token) =>
    new Promise((done) => {
      const started = performance.now();
      const request = http.request(
        `${base}/jobseeker/profile`,
        { method: 'POST', agent, headers: { ...headers(token), 'Content-Type': 'application/json', 'Content-Length': body.length }, timeout: 30_000 },
        (response) => {
          sockets.add(request.socket);
          response.resume();
          response.on('end', () => done({ status: response.statusCode, ms: Math.round(performance.now() - started) }));
        },
      );
      request.on('error', (error) => done({ error: error.code ?? String(error), ms: Math.round(performance.now() - started) }));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end(body);
    });
  (async () => {
    const large = await send(Buffer.alloc(Math.round(1.1 * 1024 * 1024), 'a'), null);
    const small = await send(Buffer.from('{}'), null);
    agent.destroy();
    resolve({ large, small, sockets: sockets.size });
  })();
});

phase = 'after';
await sleep(Number(args.settle ?? 75) * 1000);
monitoring = false;
await monitor;
rss.end = rssOf(child.pid);
const alive = !exited;
child.kill('SIGTERM');

const p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]) : null;
};
const summary = (list) => ({ calls: list.length, failed: list.filter((c) => !c.ok).length, p95_ms: p95(list.map((c) => c.ms)), max_ms: Math.round(Math.max(0, ...list.map((c) => c.ms))) });
const phases = {};
for (const name of [...new Set(calls.map((c) => c.phase))]) phases[name] = summary(calls.filter((c) => c.phase === name));
const report = {
  at: new Date().toISOString(),
  attacks: results,
  second_client: { all: summary(calls), health: summary(calls.filter((c) => c.path === '/health')), search: summary(calls.filter((c) => c.path !== '/health')), phases },
  platform_exited: exited,
  platform_alive_at_end: alive,
  rss_mb: { start: Math.round(rss.start), peak: Math.round(rss.peak), end: Math.round(rss.end ?? 0) },
};
console.log(JSON.stringify(report, null, 2));
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/attacks-${report.at.slice(0, 10)}.json`, `${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
