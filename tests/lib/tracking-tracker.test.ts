import { describe, expect, it } from 'vitest';
import { eventTime, seconds } from '@/lib/tracking/format';
import { sceneCodes, sceneFor } from '@/lib/tracking/scenes';
import { type CardFacts, clickPath, createTracker, exposePath, retryStorageKey, type SendOutcome, type TrackerEnvironment } from '@/lib/tracking/tracker';

/** A fake clock with timers, a recording network and a session storage in memory. */
function fakeWorld(overrides: Partial<TrackerEnvironment> = {}) {
  let now = Date.UTC(2026, 10, 25, 9, 5, 7, 250);
  let timers: Array<{ at: number; run: () => void }> = [];
  const sent: Array<{ path: string; body: any; settle: (outcome: SendOutcome) => void }> = [];
  const beacons: Array<{ path: string; body: any }> = [];
  const store = new Map<string, string>();
  let answer: SendOutcome | 'hold' = 'stored';
  const env: TrackerEnvironment = {
    now: () => now,
    setTimer: (run, ms) => timers.push({ at: now + ms, run }),
    send: (path, body) =>
      new Promise<SendOutcome>((resolve) => {
        sent.push({ path, body: JSON.parse(body), settle: resolve });
        if (answer !== 'hold') resolve(answer);
      }),
    beacon: (path, body) => {
      beacons.push({ path, body: JSON.parse(body) });
      return true;
    },
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    device: 'web',
    deviceUuid: 'uuid-1',
    deviceUdid: 'udid-1',
    deviceName: 'Chrome',
    jobseekerId: () => 42,
    ...overrides,
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    env,
    sent,
    beacons,
    store,
    answer: (next: SendOutcome | 'hold') => {
      answer = next;
    },
    /** Moves the clock, running the timers that fall due, and lets promises settle. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = Math.max(now, due.at);
        due.run();
        await settle();
      }
      now = end;
      await settle();
    },
    settle,
  };
}

const card = (overrides: Partial<CardFacts> = {}): CardFacts => ({
  jobId: 7,
  queryId: 'q-1',
  index: 1,
  pageNum: 1,
  page: 'search',
  subPage: 'list',
  scene: sceneCodes.searchDefault,
  recoFrom: null,
  jobPreferenceId: null,
  ...overrides,
});

describe('exposures', () => {
  it('reports a job once per query id, batched after the delay, with every field of a recommendation event', async () => {
    const world = fakeWorld();
    const tracker = createTracker(world.env);
    expect(tracker.expose(card())).toBe(true);
    expect(tracker.expose(card())).toBe(false);
    await world.advance(5000);
    // Seen again later under the same query: still not reported again.
    expect(tracker.expose(card())).toBe(false);
    expect(tracker.expose(card({ queryId: 'q-2', index: 3 }))).toBe(true);
    await world.advance(1000);
    expect(world.sent.map((s) => s.path)).toEqual([exposePath, exposePath]);
    expect(world.sent[0]?.body).toEqual({
      data: [
        {
          job_id: 7,
          query_id: 'q-1',
          page: 'search',
          sub_page: 'list',
          device: 'web',
          device_uuid: 'uuid-1',
          device_udid: 'udid-1',
          jobseeker_id: 42,
          index: 1,
          page_num: 1,
          timestamp: seconds(Date.UTC(2026, 10, 25, 9, 5, 7)),
          scene: 'search_default',
        },
      ],
      from: 1,
    });
    expect(world.sent[1]?.body.data.map((r: { query_id: string; index: number }) => [r.query_id, r.index])).toEqual([['q-2', 3]]);
  });

  it('never sends a card without a job id or query id', async () => {
    const world = fakeWorld();
    const tracker = createTracker(world.env);
    expect(tracker.expose(card({ queryId: '' }))).toBe(false);
    expect(tracker.expose(card({ jobId: Number.NaN }))).toBe(false);
    expect(tracker.click(card({ queryId: ' ' }))).toBe(false);
    await world.advance(2000);
    expect(world.sent).toHaveLength(0);
  });
});

describe('clicks', () => {
  it('drops the same click within a second and sends it again from the second on, with its 1-based index', async () => {
    const world = fakeWorld();
    const tracker = createTracker(world.env);
    expect(tracker.click(card({ index: 4 }))).toBe(true);
    await world.advance(999);
    expect(tracker.click(card({ index: 4 }))).toBe(false);
    await world.advance(1);
    expect(tracker.click(card({ index: 4 }))).toBe(true);
    await world.settle();
    expect(world.sent.map((s) => [s.path, s.body.data[0].index])).toEqual([
      [clickPath, 4],
      [clickPath, 4],
    ]);
  });

  it('goes by sendBeacon on mobile web, and like any request when the browser will not queue the beacon', async () => {
    const world = fakeWorld({ device: 'mobile_web' });
    const tracker = createTracker(world.env);
    tracker.click(card({ jobId: 1 }));
    expect(world.beacons.map((b) => [b.path, b.body.data[0].job_id, b.body.data[0].device])).toEqual([[clickPath, 1, 'mobile_web']]);
    expect(world.sent).toHaveLength(0);

    const full = fakeWorld({ device: 'mobile_web', beacon: () => false });
    createTracker(full.env).click(card({ jobId: 2 }));
    await full.settle();
    expect(full.sent.map((s) => s.body.data[0].job_id)).toEqual([2]);

    const desktop = fakeWorld();
    createTracker(desktop.env).click(card({ jobId: 3 }));
    await desktop.settle();
    expect(desktop.beacons).toHaveLength(0);
    expect(desktop.sent).toHaveLength(1);
  });
});

describe('sending', () => {
  it('keeps at most 6 tracking requests in flight', async () => {
    const world = fakeWorld();
    world.answer('hold');
    const tracker = createTracker(world.env);
    for (let job = 1; job <= 10; job += 1) tracker.click(card({ jobId: job }));
    await world.settle();
    expect(world.sent).toHaveLength(6);
    expect(tracker.inFlight).toBe(6);
    expect(tracker.queued).toBe(4);
    world.sent[0]?.settle('stored');
    await world.settle();
    expect(world.sent).toHaveLength(7);
    expect(tracker.inFlight).toBe(6);
    for (const send of world.sent) send.settle('stored');
    await world.settle();
    for (const send of world.sent) send.settle('stored');
    await world.settle();
    expect(world.sent).toHaveLength(10);
    expect(tracker.inFlight).toBe(0);
  });

  it('keeps a failed send in session storage and retries it with a doubling backoff until it is stored', async () => {
    const world = fakeWorld();
    world.answer('retry');
    const tracker = createTracker(world.env);
    tracker.click(card());
    await world.settle();
    expect(world.sent).toHaveLength(1);
    const kept = JSON.parse(world.store.get(retryStorageKey) ?? '[]');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ path: clickPath, attempts: 1 });
    await world.advance(1999);
    expect(world.sent).toHaveLength(1);
    await world.advance(1);
    expect(world.sent).toHaveLength(2);
    // Second failure: the next try comes 4 s later.
    await world.advance(3999);
    expect(world.sent).toHaveLength(2);
    world.answer('stored');
    await world.advance(1);
    expect(world.sent).toHaveLength(3);
    expect(world.sent[2]?.body).toEqual(world.sent[0]?.body);
    expect(world.store.has(retryStorageKey)).toBe(false);
    await world.advance(120_000);
    expect(world.sent).toHaveLength(3);
  });

  it('drops a kept send once it expires, and a refused one at once', async () => {
    const world = fakeWorld();
    world.answer('retry');
    const tracker = createTracker(world.env, { retryExpiryMs: 10_000 });
    tracker.click(card());
    await world.settle();
    await world.advance(10_000);
    const tries = world.sent.length;
    expect(tries).toBeGreaterThan(1);
    await world.advance(60_000);
    expect(world.sent).toHaveLength(tries);
    expect(world.store.has(retryStorageKey)).toBe(false);

    const refused = fakeWorld();
    refused.answer('drop');
    createTracker(refused.env).click(card());
    await refused.advance(60_000);
    expect(refused.sent).toHaveLength(1);
    expect(refused.store.has(retryStorageKey)).toBe(false);
  });

  it('retries on the next page what the last one left in session storage, unless it expired', async () => {
    const world = fakeWorld();
    world.answer('hold');
    createTracker(world.env).click(card({ jobId: 11 }));
    await world.settle();
    world.sent[0]?.settle('retry');
    await world.settle();
    expect(JSON.parse(world.store.get(retryStorageKey) ?? '[]')).toHaveLength(1);
    // A new page (same tab, same session storage) picks it up.
    world.answer('stored');
    const next = createTracker(world.env);
    next.resume();
    await world.advance(0);
    await world.advance(2000);
    expect(world.sent.filter((s) => s.body.data[0].job_id === 11)).toHaveLength(2);
    expect(world.store.has(retryStorageKey)).toBe(false);

    world.store.set(retryStorageKey, JSON.stringify([{ id: 'old', path: clickPath, body: '{}', attempts: 1, due: 0, expires: world.env.now() - 1 }]));
    const count = world.sent.length;
    createTracker(world.env).resume();
    await world.advance(5000);
    expect(world.sent).toHaveLength(count);
  });
});

describe('client events and formats', () => {
  it('sends named events with device id, type, name and event time as YYYY-MM-DD HH:mm:ss', async () => {
    const world = fakeWorld();
    const tracker = createTracker(world.env);
    tracker.event('page_view', { path: '/en-us/jobs-hiring/job-search' });
    tracker.event('page_view', { path: '/en-us/jobs-hiring/job-search' });
    await world.advance(1000);
    expect(world.sent.map((s) => s.body)).toEqual([
      {
        events: [
          { event_name: 'page_view', device_id: 'uuid-1', device_type: 'web', device_name: 'Chrome', event_time: '2026-11-25 09:05:07', data: { path: '/en-us/jobs-hiring/job-search' } },
        ],
      },
    ]);
    expect(eventTime(Date.UTC(2026, 0, 2, 3, 4, 5, 999))).toBe('2026-01-02 03:04:05');
    expect(seconds(1_764_061_507_999)).toBe(1_764_061_507);
  });

  it('maps pages to scene codes: home to the default recommendation, search to search codes with remote and Web3 variants', () => {
    expect(sceneFor('home', 'recommended')).toBe(sceneCodes.recommendDefault);
    expect(sceneFor('home', 'popular')).toBe(sceneCodes.recommendDefault);
    expect(sceneFor('home', 'hot')).toBe(sceneCodes.recommendDefault);
    expect(sceneFor('search', 'list')).toBe(sceneCodes.searchDefault);
    expect(sceneFor('search', 'remote')).toBe(sceneCodes.searchRemote);
    expect(sceneFor('search', 'web3')).toBe(sceneCodes.searchWeb3);
    expect(sceneFor('company', 'jobs')).toBeNull();
  });
});
