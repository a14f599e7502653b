// Chat load benchmark (issue 10): two platform processes on a fresh PostgreSQL database with the
// socket.io Redis adapter, `--pairs` seekers on process A and their recruiters on process B,
// exchanging messages at a bounded total rate. Half-way, process A is SIGKILLed: its seekers
// reconnect to B, fetch what they missed (sync from their last seq) and resend what was never
// acknowledged (same client id). Prints delivery latency and sent/stored/delivered/duplicated/
// lost counts, checks order, writes bench/results/. Loopback only; bounded in count and time.
//
//   npm run bench:chat -- [--pairs=1000] [--rate=200] [--seconds=20] [--jobs-per-country=300]
// Env: BENCH_PG_URL (admin connection, default postgresql://postgres@127.0.0.1:5432/postgres),
//      BENCH_REDIS_URL (default redis://127.0.0.1:6379). Creates and drops hireloop_chat_bench.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';
import { io } from 'socket.io-client';
import { createPairs } from './chat-load-setup.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0], arg.split('=')[1] ?? 'true']));
const pairs = Number(args.pairs ?? 1000);
const rate = Number(args.rate ?? 200);
const seconds = Number(args.seconds ?? 20);
const jobsPerCountry = Number(args['jobs-per-country'] ?? 300);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = 'hireloop_chat_bench';
const ports = { a: 4826, b: 4827 };
const redisKey = `hireloop-chat-bench-${process.pid}`;
const runTimeoutMs = 8 * 60_000;
const ackTimeoutMs = 30_000;

const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...parts) => console.info(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);
const hardStop = setTimeout(() => {
  console.error(`chat bench: over ${runTimeoutMs / 60_000} minutes, stopping`);
  stopAll();
  process.exit(2);
}, runTimeoutMs);

const logFile = (port) => `${os.tmpdir()}/hireloop-chat-bench-${port}.log`;
const children = [];
function startPlatform(port, seed) {
  // node itself (not npx), so the SIGKILL below hits the platform process, not a wrapper.
  // BENCH_PLATFORM_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/chat-prof" profiles both processes.
  const nodeArgs = (process.env.BENCH_PLATFORM_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      RUN_MODE: 'production',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      REDIS_CHAT_KEY: redisKey,
      PLATFORM_PORT: String(port),
      PLATFORM_HOST: '127.0.0.1',
      SEED_JOBS_PER_COUNTRY: String(seed ? jobsPerCountry : 0),
      LOG_LEVEL: 'warn',
    },
    // Warnings and errors of each process go to a log file named in the output.
    stdio: ['ignore', openSync(logFile(port), 'w'), 'inherit'],
  });
  children.push(child);
  return child;
}
function stopAll(signal = 'SIGKILL') {
  for (const child of children) {
    try {
      if (child.exitCode === null) process.kill(child.pid, signal);
    } catch {}
  }
}
async function waitHealthy(port) {
  const child = children.at(-1);
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error(`platform on ${port} did not start`);
}
async function admin(work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function connect(port, tokenValue, role) {
  return io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    addTrailingSlash: false,
    transports: ['websocket'],
    reconnection: false,
    auth: { token: tokenValue, role },
    forceNew: true,
  });
}
const connected = (socket) =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

// ─── One side of one chat ───────────────────────────────────────────────────────────────────
const sentAt = new Map(); // client id → performance.now() of its first send
const latencies = [];
const latenciesAfterKill = [];
let killedAt = Number.POSITIVE_INFINITY;
const stats = { intended: 0, acked: 0, resent: 0, liveDelivered: 0, liveDuplicates: 0, liveOutOfOrder: 0, fetchedAfterReconnect: 0, ackFailures: 0, ackTimeouts: 0, refusals: {} };

function makeSide(pair, role, port) {
  const side = {
    role,
    port,
    token: role === 'jobseeker' ? pair.seeker.token : pair.recruiter.token,
    socket: null,
    queue: [], // client ids not yet acknowledged, in send order
    inFlight: false,
    sentCount: 0,
    ackedSeqs: [], // seqs of this side's messages, in send order
    received: new Map(), // seq → message from the other side
    lastSeq: 0,
  };
  side.attach = (socket) => {
    side.socket = socket;
    socket.on('message:new', (message) => {
      if (message.chat_id !== pair.chatId || message.sender_role === role) return;
      if (side.received.has(message.seq)) {
        stats.liveDuplicates += 1;
        return;
      }
      if (message.seq < side.lastSeq) stats.liveOutOfOrder += 1;
      side.received.set(message.seq, message);
      side.lastSeq = Math.max(side.lastSeq, message.seq);
      stats.liveDelivered += 1;
      const started = sentAt.get(message.client_id);
      if (started !== undefined) (started >= killedAt ? latenciesAfterKill : latencies).push(performance.now() - started);
    });
  };
  side.pump = async () => {
    if (side.inFlight || side.queue.length === 0 || !side.socket?.connected) return;
    side.inFlight = true;
    const clientId = side.queue[0];
    if (!sentAt.has(clientId)) sentAt.set(clientId, performance.now());
    else stats.resent += 1;
    const socket = side.socket;
    try {
      // A live connection delivers the ack however late; a resend is for after a reconnect only.
      const ack = await socket.timeout(ackTimeoutMs).emitWithAck('message:send', { chat_id: pair.chatId, client_id: clientId, text: `bench ${clientId}` });
      if (ack.ok) {
        side.queue.shift();
        stats.acked += 1;
        side.ackedSeqs.push(ack.data.seq);
      } else {
        stats.ackFailures += 1;
        stats.refusals[ack.code] = (stats.refusals[ack.code] ?? 0) + 1;
        await sleep(250);
      }
    } catch {
      // No ack: the process died (resent with the same client id after reconnecting) or the
      // platform is past its capacity (counted, then resent on this connection).
      stats.ackFailures += 1;
      if (socket === side.socket && socket.connected) stats.ackTimeouts += 1;
    } finally {
      side.inFlight = false;
    }
    if (side.socket?.connected) void side.pump();
  };
  side.send = () => {
    side.sentCount += 1;
    stats.intended += 1;
    side.queue.push(`bench-${pair.chatId}-${role[0]}-${side.sentCount}`);
    void side.pump();
  };
  /** After a reconnect: fetch what was missed from the last seq, then resend what was never acknowledged. */
  side.catchUp = async () => {
    // From the last seq up to which this side knows every message (its own by their acks), not
    // the highest seen: a live message may arrive on the new connection before the sync answer.
    const known = new Set([...side.received.keys(), ...side.ackedSeqs]);
    let after = 0;
    while (known.has(after + 1)) after += 1;
    for (;;) {
      const ack = await side.socket.timeout(ackTimeoutMs * 2).emitWithAck('sync', { chat_id: pair.chatId, after_seq: after });
      if (!ack.ok) throw new Error(`sync refused: ${ack.code}`);
      for (const message of ack.data.messages) {
        after = Math.max(after, message.seq);
        side.lastSeq = Math.max(side.lastSeq, message.seq);
        if (message.sender_role === role || side.received.has(message.seq)) continue;
        side.received.set(message.seq, message);
        stats.fetchedAfterReconnect += 1;
      }
      if (!ack.data.has_more) break;
    }
    void side.pump();
  };
  return side;
}

const percentile = (values, p) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};

async function main() {
  log(`fresh database ${database}`);
  await admin(async (client) => {
    await client.query(`drop database if exists ${database} with (force)`);
    await client.query(`create database ${database}`);
  });
  log(`platform A on ${ports.a} (migrate, seed ${jobsPerCountry} jobs per country)`);
  const platformA = startPlatform(ports.a, true);
  await waitHealthy(ports.a);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const chatPairs = await createPairs(db, pairs);
  log(`${pairs} pairs: ${pairs * 2} accounts, sessions and chats created in bulk`);
  startPlatform(ports.b, false);
  await waitHealthy(ports.b);

  const sides = chatPairs.map((pair) => ({ pair, seeker: makeSide(pair, 'jobseeker', ports.a), recruiter: makeSide(pair, 'recruiter', ports.b) }));
  const all = sides.flatMap((s) => [s.seeker, s.recruiter]);
  const connectStarted = performance.now();
  for (let i = 0; i < all.length; i += 100) {
    await Promise.all(
      all.slice(i, i + 100).map(async (side) => {
        const socket = connect(side.port, side.token, side.role);
        side.attach(socket);
        await connected(socket);
      }),
    );
  }
  log(`${all.length} clients connected (seekers on A, recruiters on B) in ${Math.round(performance.now() - connectStarted)} ms`);

  // Seekers that lose process A go to B, catch up and resend (a load balancer's job in production).
  let reconnected = 0;
  for (const { seeker } of sides) {
    seeker.socket.on('disconnect', async () => {
      if (seeker.port !== ports.a) return;
      seeker.port = ports.b;
      // socket.io-client's own first reconnection delay: 1 s ± 50 %, so a dead process's clients
      // do not all come back in the same millisecond.
      await sleep(500 + Math.random() * 1000);
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          const socket = connect(ports.b, seeker.token, 'jobseeker');
          seeker.attach(socket);
          await connected(socket);
          await seeker.catchUp();
          reconnected += 1;
          return;
        } catch {
          await sleep(200 * (attempt + 1));
        }
      }
    });
  }

  log(`sending ${rate} messages/s for ${seconds} s; SIGKILL of A after ${seconds / 2} s`);
  const tickMs = 20;
  let cursor = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    if (killedAt === Number.POSITIVE_INFINITY && performance.now() - started >= (seconds * 1000) / 2) {
      killedAt = performance.now();
      process.kill(platformA.pid, 'SIGKILL');
      log('process A killed (SIGKILL)');
    }
    // By the clock, not by ticks: a late tick sends what is due, so the rate holds under load.
    const due = Math.floor(((performance.now() - started) * rate) / 1000);
    while (cursor < due) {
      const { seeker, recruiter } = sides[cursor % sides.length];
      (Math.floor(cursor / sides.length) % 2 === 0 ? seeker : recruiter).send();
      cursor += 1;
    }
    await sleep(tickMs);
  }
  log('sending stopped; draining');
  for (let i = 0; i < 150 && (all.some((side) => side.queue.length > 0) || reconnected < pairs); i++) {
    for (const side of all) void side.pump();
    await sleep(200);
  }
  await sleep(1000);
  // A last catch-up for everyone, as a client does when it opens a chat.
  let catchUpFailures = 0;
  for (let i = 0; i < all.length; i += 200) {
    const outcomes = await Promise.allSettled(all.slice(i, i + 200).map((side) => side.catchUp()));
    catchUpFailures += outcomes.filter((outcome) => outcome.status === 'rejected').length;
  }

  // ─── What the database holds, and what each side saw ───────────────────────────────────────
  const rows = (await db.query(`select chat_id, seq, sender_role, client_id from chat_messages order by chat_id, seq`)).rows;
  const byChat = new Map();
  for (const row of rows) byChat.set(row.chat_id, [...(byChat.get(row.chat_id) ?? []), row]);
  const storedIds = new Set(rows.map((row) => `${row.chat_id}/${row.sender_role}/${row.client_id}`));
  const duplicatedInDb = rows.length - storedIds.size;
  let gaps = 0;
  let lostStore = 0;
  let lostDelivery = 0;
  let orderBroken = 0;
  for (const { pair, seeker, recruiter } of sides) {
    const messages = byChat.get(pair.chatId) ?? [];
    messages.forEach((row, index) => {
      if (row.seq !== index + 1) gaps += 1;
    });
    for (const side of [seeker, recruiter]) {
      for (let n = 1; n <= side.sentCount; n++) {
        if (!storedIds.has(`${pair.chatId}/${side.role}/bench-${pair.chatId}-${side.role[0]}-${n}`)) lostStore += 1;
      }
      // Order: a side's messages were stored in the order it sent them.
      if (side.ackedSeqs.some((seq, i) => i > 0 && seq <= side.ackedSeqs[i - 1])) orderBroken += 1;
      const other = side === seeker ? recruiter : seeker;
      for (const row of messages.filter((m) => m.sender_role === other.role)) {
        const seen = side.received.get(row.seq);
        if (!seen) lostDelivery += 1;
        else if (seen.client_id !== row.client_id) orderBroken += 1;
      }
    }
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    settings: { pairs, clients: pairs * 2, rate, seconds, processes: 2, database: 'postgresql', adapter: 'redis' },
    latencyMs: {
      beforeKill: { count: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
      afterKill: { count: latenciesAfterKill.length, p50: percentile(latenciesAfterKill, 50), p95: percentile(latenciesAfterKill, 95), p99: percentile(latenciesAfterKill, 99) },
    },
    messages: {
      sent: stats.intended,
      stored: rows.length,
      deliveredLive: stats.liveDelivered,
      fetchedAfterReconnect: stats.fetchedAfterReconnect,
      duplicated: duplicatedInDb + stats.liveDuplicates,
      lost: lostStore + lostDelivery,
      resentAfterLostAck: stats.resent,
      outOfOrder: stats.liveOutOfOrder + orderBroken,
      seqGaps: gaps,
    },
    reconnected: { clients: reconnected, of: pairs },
    finalCatchUpFailures: catchUpFailures,
    loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    platformLogs: [logFile(ports.a), logFile(ports.b)],
    ackFailures: stats.ackFailures,
    ackTimeoutsOnLiveConnection: stats.ackTimeouts,
    refusals: stats.refusals,
  };
  console.info(JSON.stringify(result, null, 2));
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${result.date.slice(0, 10)}-chat-load-${rate}.json`, `${JSON.stringify(result, null, 2)}\n`);

  for (const side of all) side.socket?.close();
  await db.end();
  stopAll('SIGTERM');
  await sleep(3000);
  stopAll();
  await admin((client) => client.query(`drop database if exists ${database} with (force)`));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${redisKey}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  clearTimeout(hardStop);
  const ok = result.messages.lost === 0 && result.messages.duplicated === 0 && result.messages.outOfOrder === 0 && result.messages.seqGaps === 0;
  log(ok ? 'checks passed: 0 lost, 0 duplicated, order kept' : 'CHECKS FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
