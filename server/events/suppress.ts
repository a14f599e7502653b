/**
 * "Duplicate client events within 1 second per user are suppressed" (core spec §5): remembers
 * when each key (actor, kind, job, query) was last accepted, and refuses the same key again
 * within the window. In-process: two platform processes may each let one copy through, which
 * the exposure index absorbs for exposures; for clicks a rare double within a second across two
 * processes is accepted (docs/decisions/0035). The map is swept as it grows, so it stays bounded
 * by the keys seen in the last window.
 */
export interface DuplicateWindow {
  /** True when `key` was already accepted less than the window ago; otherwise records it. */
  isDuplicate(key: string): boolean;
  readonly size: number;
}

export function duplicateWindow({ windowMs = 1000, now = () => Date.now(), sweepAbove = 10_000 } = {}): DuplicateWindow {
  const seen = new Map<string, number>();
  const sweep = (at: number) => {
    for (const [key, time] of seen) if (at - time >= windowMs) seen.delete(key);
  };
  return {
    isDuplicate(key) {
      const at = now();
      const last = seen.get(key);
      if (last !== undefined && at - last < windowMs) return true;
      // Re-inserted so the map keeps insertion order close to time order.
      seen.delete(key);
      seen.set(key, at);
      if (seen.size > sweepAbove) sweep(at);
      return false;
    },
    get size() {
      return seen.size;
    },
  };
}
