import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '@/server/auth/sessions';
import { startTestPlatform, type TestPlatform } from '../support/platform';
import { registerWithPassword, uniqueEmail } from './auth-support';
import {
  appRoutes,
  concretePaths,
  malformedBodies,
  objectWith,
  oversizedBody,
  poisonValues,
  queryWith,
  type RouteEntry,
  schemaFieldNames,
} from './fuzz-support';

/**
 * Every platform route, as a guest and signed in, gets malformed input of every kind the
 * hardening issue lists (issue 18, item 6): no answer may be a server error, and every failure
 * carries the `{code, message, data}` envelope. Bounded: a few thousand in-process requests.
 */

let platform: TestPlatform;
let userId: number;
let fields: string[];

beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  const registered = await registerWithPassword(platform, uniqueEmail('fuzz'), 'secret-pass1');
  userId = registered.data.id;
  fields = await schemaFieldNames();
});
afterAll(async () => {
  await platform?.close();
});

const queryPoisons = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999',
  encodeURIComponent('{"$gt":""}'),
  '2024-02-30',
  'x'.repeat(3000),
  Array.from({ length: 1500 }, (_, i) => i + 1).join(','),
];

interface Probe {
  path: string;
  method: string;
  body?: BodyInit;
  contentType?: string;
  label: string;
}

function probesFor(route: RouteEntry): Probe[] {
  const paths = concretePaths(route.path);
  const [first] = paths;
  if (!first) return [];
  const probes: Probe[] = paths.map((path) => ({ path, method: route.method, label: 'path' }));
  // Bodies are what a write route reads; its query gets the kinds PostgreSQL refuses.
  for (const value of route.method === 'GET' ? queryPoisons : queryPoisons.slice(0, 4)) {
    probes.push({ path: `${first}?${queryWith(fields, value)}`, method: route.method, label: `query ${value.slice(0, 20)}` });
  }
  const repeated = Array.from({ length: 40 }, (_, i) => `job_types=${i}&company_ids[]=${i}`).join('&');
  probes.push({ path: `${first}?${repeated}`, method: route.method, label: 'repeated query keys' });
  if (route.method === 'GET') return probes;

  const json = (label: string, body: string, contentType = 'application/json') => probes.push({ path: first, method: route.method, body, contentType, label });
  for (const [label, body] of Object.entries(malformedBodies)) json(label, body);
  for (const [label, raw] of Object.entries(poisonValues)) json(`every field ${label}`, objectWith(fields, raw));
  json('oversized', oversizedBody);
  json('json as text/plain', objectWith(fields, poisonValues.nul ?? '""'), 'text/plain');
  json('empty', '');

  const form = new FormData();
  for (const field of fields.slice(0, 60)) form.append(field, 'a\u0000b\ud800');
  form.append('file', new File(['%PDF-1.4 <html><script>alert(1)</script>'], 'a\u0000"b\r\n.pdf', { type: 'application/pdf' }));
  probes.push({ path: first, method: route.method, body: form, label: 'multipart with poisoned fields and file name' });
  probes.push({ path: first, method: route.method, body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x', label: 'broken multipart' });
  return probes;
}

async function fuzz(token: () => Promise<string | null>) {
  const failures: string[] = [];
  const routes = appRoutes(platform.app.routes);
  expect(routes.length).toBeGreaterThan(50);
  let sent = 0;
  for (const route of routes) {
    const session = await token();
    for (const probe of probesFor(route)) {
      const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.9' };
      if (probe.contentType) headers['Content-Type'] = probe.contentType;
      if (session) headers.Authorization = `Bearer ${session}`;
      const where = `${route.method} ${route.path} [${probe.label}]`;
      let response: Response;
      try {
        response = await platform.request(probe.path, { method: probe.method, body: probe.body, headers, country: 'ph' });
      } catch (error) {
        failures.push(`${where}: threw ${String(error)}`);
        continue;
      }
      sent += 1;
      const text = await response.text();
      if (response.status >= 500) failures.push(`${where}: ${response.status} ${text.slice(0, 200)}`);
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      if (response.status >= 400 || isJson) {
        let envelope: { code?: unknown; message?: unknown; data?: unknown } | null = null;
        try {
          envelope = JSON.parse(text);
        } catch {
          // reported below
        }
        const valid = envelope !== null && typeof envelope.code === 'number' && typeof envelope.message === 'string' && 'data' in envelope;
        if (!valid) failures.push(`${where}: ${response.status} without the envelope: ${text.slice(0, 120)}`);
        else if (response.status >= 400 && envelope?.code === 0) failures.push(`${where}: ${response.status} with code 0`);
      }
    }
  }
  return { failures, sent };
}

it('answers every route as a guest without a server error and with the envelope', async () => {
  const { failures, sent } = await fuzz(async () => null);
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 180_000);

it('answers every route signed in without a server error and with the envelope', async () => {
  // A fresh session per route: a log-out or a password reset must not turn the rest into guest calls.
  const { failures, sent } = await fuzz(() => createSession(platform.handle.db, { userId, kind: 'user', now: platform.now }));
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 180_000);
