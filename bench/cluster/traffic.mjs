// The mixed traffic of the cluster benchmark: each seeker searches, opens job pages, applies,
// saves, edits the profile, reports tracking events and chats; each recruiter answers. Every
// call is recorded (kind, start, duration, outcome); writes remember what was acknowledged.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import { acknowledged, call } from './http.mjs';

const host = (port) => `ph.localhost:${port}`;
const api = { 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1', Device: 'web' };
const keywords = ['nurse', 'sales', 'engineer', 'driver', 'accountant', 'teacher', 'manager', 'cook', ''];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

export function createTraffic({ port, people, jobs, t0, eventBudget }) {
  const calls = [];
  const acked = new Set(); // 'apply:user:job', 'save:…', 'chat:chat:role:client', 'event:query:size'
  const summaries = new Map(); // seeker id → { acked: last acknowledged summary, tried: later attempts }
  const refused = {};
  let events = 0;
  let running = true;

  const record = (kind, started, ms, ok, status) => {
    calls.push({ kind, at: started - t0, ms, ok, status });
  };
  const http = async (kind, options) => {
    const started = performance.now();
    const answer = await call(port, { host: host(port), ...options });
    // A failed call is one the cluster did not answer properly: no answer or a 5xx.
    const ok = answer.status > 0 && answer.status < 500;
    record(kind, started, answer.ms, ok, answer.status);
    if (ok && answer.status >= 400) refused[`${kind} ${answer.status} ${answer.body?.code ?? ''}`] = (refused[`${kind} ${answer.status} ${answer.body?.code ?? ''}`] ?? 0) + 1;
    return answer;
  };

  /** A write sent again (same body) until it has an answer, at most 4 times. */
  const write = async (kind, options) => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await http(kind, options);
      if (answer.status > 0 && answer.status < 500) return answer;
      await sleep(500);
    }
    return null;
  };

  const socketOf = (token, role) =>
    io(`http://127.0.0.1:${port}`, {
      path: '/api/socket.io',
      addTrailingSlash: false,
      transports: ['websocket'],
      auth: { token, role },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      forceNew: true,
    });

  /** One chat message, resent with its client id until acknowledged (at most 5 tries). */
  const say = async (socket, pair, role, n) => {
    const clientId = `cluster-${pair.chatId}-${role[0]}-${n}`;
    for (let attempt = 0; attempt < 5 && running; attempt++) {
      const started = performance.now();
      try {
        const ack = await socket.timeout(10_000).emitWithAck('message:send', { chat_id: pair.chatId, client_id: clientId, text: `cluster bench ${n}` });
        record(`chat ${role}`, started, performance.now() - started, true, ack.ok ? 200 : ack.code);
        if (ack.ok) {
          acked.add(`chat:${pair.chatId}:${role}:${clientId}`);
          return;
        }
        refused[`chat ${role} ${ack.code}`] = (refused[`chat ${role} ${ack.code}`] ?? 0) + 1;
        return;
      } catch {
        record(`chat ${role}`, started, performance.now() - started, false, 0);
        await sleep(300);
      }
    }
  };

  const seekerLoop = async (pair) => {
    const seeker = pair.seeker;
    const cookie = `sessionid=${seeker.token}`;
    const socket = socketOf(seeker.token, 'jobseeker');
    const mine = [...jobs].sort(() => Math.random() - 0.5);
    let applyAt = 0;
    let saveAt = mine.length - 1;
    let edits = 0;
    let said = 0;
    while (running) {
      const roll = Math.random();
      if (roll < 0.3) {
        await http('search', { path: `/api/job/search?query=${pick(keywords)}&page=${1 + Math.floor(Math.random() * 3)}&size=20`, cookie, headers: api });
      } else if (roll < 0.5) {
        await http('job page', { path: pick(jobs).path });
      } else if (roll < 0.58 && applyAt < saveAt) {
        const job = mine[applyAt++];
        const answer = await write('apply', {
          method: 'POST',
          path: `/api/job/jobs/${job.id}/applications`,
          cookie,
          headers: api,
          body: { source: 'web', first_message: 'Hello, I would like to apply.', screening_answers: job.answers },
        });
        if (answer && (acknowledged(answer) || answer.body?.code === 41501)) acked.add(`apply:${seeker.id}:${job.id}`);
      } else if (roll < 0.66 && applyAt < saveAt) {
        const job = mine[saveAt--];
        const answer = await write('save', { method: 'POST', path: '/api/job/saved-jobs/create', cookie, headers: api, body: { job_id: job.id } });
        if (answer && acknowledged(answer)) acked.add(`save:${seeker.id}:${job.id}`);
      } else if (roll < 0.74) {
        const summary = `Cluster bench edit ${++edits} ${randomUUID().slice(0, 8)}`;
        const state = summaries.get(seeker.id) ?? { acked: null, tried: [] };
        summaries.set(seeker.id, state);
        state.tried.push(summary);
        const answer = await write('profile', { method: 'PATCH', path: '/api/jobseeker/me', cookie, headers: api, body: { summary } });
        if (answer && acknowledged(answer)) state.acked = summary;
      } else if (roll < 0.8 && events < eventBudget) {
        events += 1;
        const queryId = `cluster-${randomUUID()}`;
        const now = Math.floor(Date.now() / 1000);
        // Five different jobs: an exposure is stored once per job and query (a repeat is no new event).
        const shown = [...jobs].sort(() => Math.random() - 0.5).slice(0, 5);
        const data = shown.map((job, k) => ({
          job_id: job.id,
          query_id: queryId,
          page: 'search',
          sub_page: 'list',
          device: 'web',
          device_uuid: `cluster-${seeker.id}`,
          index: k + 1,
          page_num: 1,
          timestamp: now,
          scene: 'search_default',
        }));
        const answer = await write('event', { method: 'POST', path: '/api/event/logs/report/expose', cookie, headers: { ...api, 'Device-Uuid': `cluster-${seeker.id}` }, body: { data, from: 1 } });
        if (answer && acknowledged(answer)) acked.add(`event:${queryId}:${data.length}`);
      } else if (socket.connected) {
        await say(socket, pair, 'jobseeker', ++said);
      }
      await sleep(150 + Math.random() * 250);
    }
    socket.disconnect();
  };

  const recruiterLoop = async (pair) => {
    const socket = socketOf(pair.recruiter.token, 'recruiter');
    let said = 0;
    while (running) {
      await sleep(1500 + Math.random() * 1500);
      if (socket.connected) await say(socket, pair, 'recruiter', ++said);
    }
    socket.disconnect();
  };

  const loops = people.flatMap((pair) => [seekerLoop(pair), recruiterLoop(pair)]);
  return {
    calls,
    acked,
    summaries,
    refused,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
