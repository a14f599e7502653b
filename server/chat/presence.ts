import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChatRole } from '@/lib/schemas/chat';

/**
 * Who is connected (online status, core spec §6 and §7). Counted per party (a seeker, or a
 * recruiter by recruiter id) because one person may have several tabs and devices.
 * - memoryPresence: one platform process (no REDIS_URL), the counts live in it.
 * - redisPresence: each process keeps its own counts in a Redis hash with a short expiry that a
 *   heartbeat renews, so a killed process's parties go offline within `staleAfterMs` instead
 *   of staying online forever; a party is online when any live process counts it.
 */
export interface Presence {
  /** Counts a new socket; true when the party was offline everywhere before. */
  connect(role: ChatRole, partyId: number): Promise<boolean>;
  /** Forgets a socket; true when the party is now offline everywhere. */
  disconnect(role: ChatRole, partyId: number): Promise<boolean>;
  onlineAmong(role: ChatRole, partyIds: readonly number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

const field = (role: ChatRole, partyId: number) => `${role === 'jobseeker' ? 's' : 'r'}:${partyId}`;

export function memoryPresence(): Presence {
  const counts = new Map<string, number>();
  return {
    async connect(role, partyId) {
      const key = field(role, partyId);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count === 1;
    },
    async disconnect(role, partyId) {
      const key = field(role, partyId);
      const count = (counts.get(key) ?? 1) - 1;
      if (count > 0) counts.set(key, count);
      else counts.delete(key);
      return count <= 0;
    },
    async onlineAmong(role, partyIds) {
      return new Set(partyIds.filter((id) => (counts.get(field(role, id)) ?? 0) > 0));
    },
    async close() {
      counts.clear();
    },
  };
}

export function redisPresence(redis: Redis, options: { staleAfterMs?: number; heartbeatMs?: number; prefix?: string } = {}): Presence {
  const prefix = options.prefix ?? 'hireloop-chat';
  const processesKey = `${prefix}:presence:processes`;
  const countsKey = (processId: string) => `${prefix}:presence:${processId}`;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const processId = randomUUID();
  const own = countsKey(processId);
  const beat = async () => {
    await redis
      .multi()
      .zadd(processesKey, Date.now(), processId)
      .zremrangebyscore(processesKey, 0, Date.now() - staleAfterMs)
      .pexpire(own, staleAfterMs)
      .exec();
  };
  const timer = setInterval(() => void beat().catch(() => {}), options.heartbeatMs ?? 10_000);
  timer.unref();
  void beat().catch(() => {});

  async function liveProcesses(): Promise<string[]> {
    return redis.zrangebyscore(processesKey, Date.now() - staleAfterMs, '+inf');
  }

  async function countsFor(fields: string[]): Promise<number[]> {
    const totals = fields.map(() => 0);
    if (fields.length === 0) return totals;
    for (const id of await liveProcesses()) {
      const values = await redis.hmget(countsKey(id), ...fields);
      values.forEach((value, index) => {
        totals[index] = (totals[index] ?? 0) + Number(value ?? 0);
      });
    }
    return totals;
  }

  return {
    async connect(role, partyId) {
      const key = field(role, partyId);
      const [before] = await countsFor([key]);
      await redis.multi().hincrby(own, key, 1).pexpire(own, staleAfterMs).exec();
      return (before ?? 0) <= 0;
    },
    async disconnect(role, partyId) {
      const key = field(role, partyId);
      const left = await redis.hincrby(own, key, -1);
      if (left <= 0) await redis.hdel(own, key);
      const [after] = await countsFor([key]);
      return (after ?? 0) <= 0;
    },
    async onlineAmong(role, partyIds) {
      const ids = [...new Set(partyIds)];
      const totals = await countsFor(ids.map((id) => field(role, id)));
      return new Set(ids.filter((_, index) => (totals[index] ?? 0) > 0));
    },
    async close() {
      clearInterval(timer);
      await redis.multi().del(own).zrem(processesKey, processId).exec().catch(() => {});
    },
  };
}
