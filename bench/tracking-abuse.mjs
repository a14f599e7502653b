// What one client can add to a job's counts and to the home's lists (issue 30, items 1–2;
// docs/decisions/0064). In-process platform on an in-memory PGlite seeded with one country, no
// network at all. One attacker address replays the reported attacks — 300 views without a device,
// 300 views with made-up devices, 20 expose and 20 click reports of 100 made-up devices each, four
// typed searches — on one day and again the next; the script prints what each added to the job's
// recruiter stats (views, exposures, clicks, click-through rate), the job's place in the popular
// list's ranked part (-1: not ranked), and whether the popular searches changed. For scale, the
// same for 12 ordinary visitors (12 addresses, each shown the job once, 6 of them clicking).
//
//   node --import tsx bench/tracking-abuse.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { jobTrackingCounts } from '../server/events/tracking.ts';
import { createLogger } from '../server/logger.ts';
import { createPlatformServices } from '../server/platform-services.ts';
import { seedDatabase } from '../server/seed/index.ts';

const day = 86_400_000;
const start = new Date('2026-11-01T09:00:00Z');
let now = start;
const handle = await openDatabase({});
await handle.migrate();
await seedDatabase(handle.db, { jobsPerCountry: 60, countries: ['ph'], seed: 7, now: start });
const logger = createLogger('silent');
const services = createPlatformServices({ db: handle.db, logger });
const app = createApp({ db: handle.db, logger, services, clock: () => now });

async function call(path, { method = 'GET', body, address, headers = {} } = {}) {
  const response = await app.request(path, {
    method,
    headers: {
      'Country-Id': 'ph',
      'Language-Id': '1',
      'Role-Id': '1',
      'Content-Type': 'application/json',
      ...(address ? { 'X-Forwarded-For': address } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const popular = async () => (await call('/recommend/popular-jobs?size=30')).body.data;
const rankOf = async (jobId) => {
  const list = await popular();
  return list.jobs.slice(0, list.ranked).findIndex((job) => job.id === jobId);
};
const titles = async () => JSON.stringify((await call('/recommend/hot-job-titles?size=10')).body.data);

const record = (jobId, queryId, device, index) => ({
  job_id: jobId,
  query_id: queryId,
  page: 'search',
  sub_page: 'list',
  device: 'web',
  device_uuid: device,
  index,
  page_num: 1,
  timestamp: Math.floor(now.getTime() / 1000),
});

async function attack(jobId, address, tag) {
  const statuses = new Map();
  const seen = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  for (let i = 0; i < 300; i += 1) seen((await call(`/job/${jobId}/view`, { method: 'POST', body: { device: 'web' }, address })).status);
  for (let i = 0; i < 300; i += 1) {
    const device = `${tag}-view-${i}`;
    seen((await call(`/job/${jobId}/view`, { method: 'POST', body: { device: 'web', device_uuid: device }, address, headers: { 'Device-Uuid': device } })).status);
  }
  for (let batch = 0; batch < 20; batch += 1) {
    const data = Array.from({ length: 100 }, (_, i) => record(jobId, `${tag}-q${batch}`, `${tag}-${batch}-${i}`, i + 1));
    seen((await call('/event/logs/report/expose', { method: 'POST', body: { data, from: 1 }, address })).status);
    seen((await call('/event/logs/report/click', { method: 'POST', body: { data, from: 1 }, address })).status);
  }
  for (const query of ['accountant makati', 'sofware enginer', 'zzqxw astronaut', 'software engineer']) {
    seen((await call('/job/metrics/job-hot-search', { method: 'POST', body: { device: 'web', query }, address })).status);
  }
  return Object.fromEntries(statuses);
}

const delta = (after, before) => ({
  views: after.views - before.views,
  exposures: after.exposures - before.exposures,
  clicks: after.clicks - before.clicks,
  click_through_rate: after.click_through_rate,
});

const open = (await popular()).jobs.map((job) => job.id);
const target = open[open.length - 1];
const results = [];
const titlesBefore = await titles();
for (const [label, shift] of [
  ['one address, day 1', 0],
  ['same address, day 2', 1],
]) {
  now = new Date(start.getTime() + shift * day);
  const before = await jobTrackingCounts(handle.db, target);
  const rankBefore = await rankOf(target);
  const answers = await attack(target, '203.0.113.66', `d${shift}`);
  const after = await jobTrackingCounts(handle.db, target);
  results.push({ label, requests: answers, added: delta(after, before), total: after, rankBefore, rankAfter: await rankOf(target), popularSearchesChanged: (await titles()) !== titlesBefore });
}

// For scale: 12 ordinary visitors on 12 addresses, shown another job once each, 6 of them clicking.
const other = open[open.length - 2];
const before = await jobTrackingCounts(handle.db, other);
for (let i = 0; i < 12; i += 1) {
  const address = `198.51.100.${i + 1}`;
  const queryId = `visitor-${i}`;
  await call(`/job/${other}/view`, { method: 'POST', body: { device: 'web', device_uuid: `visitor-${i}` }, address });
  await call('/event/logs/report/expose', { method: 'POST', body: { data: [record(other, queryId, `visitor-${i}`, 1)], from: 1 }, address });
  if (i < 6) await call('/event/logs/report/click', { method: 'POST', body: { data: [record(other, queryId, `visitor-${i}`, 1)], from: 1 }, address });
}
const visitors = await jobTrackingCounts(handle.db, other);
results.push({ label: '12 visitors, 12 addresses', added: delta(visitors, before), total: visitors, rankAfter: await rankOf(other), attackedRank: await rankOf(target) });

console.log('scenario | views + | exposures + | clicks + | CTR | popular rank before → after | popular searches changed | answers');
for (const r of results) {
  console.log(
    `${r.label} | ${r.added.views} | ${r.added.exposures} | ${r.added.clicks} | ${r.total.click_through_rate} | ${r.rankBefore ?? '-'} → ${r.rankAfter} | ${r.popularSearchesChanged ?? '-'} | ${JSON.stringify(r.requests ?? {})}`,
  );
}
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/tracking-abuse-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log(`written ${file}`);
await handle.close();
