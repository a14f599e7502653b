/**
 * Group commit for event rows (docs/decisions/0035): requests hand their rows to `add`, which
 * resolves only once the rows are in the database, so an answered request means stored rows.
 * While a write is in flight, newly added rows wait and go out together in the next write: one
 * multi-row insert (one statement, one transaction) carries many requests under a burst, while a
 * lone request is written at once. A failed write rejects every request it carried; nothing is
 * kept in memory that the caller was told is stored.
 */
export interface BatcherOptions<Row> {
  /** Writes the rows in one statement; throws when they are not stored. */
  write(rows: Row[]): Promise<void>;
  /** Rows per write at most (a single request's rows are never split). */
  maxRows?: number;
  /** Writes in flight at once (connections the batcher may hold). */
  maxConcurrent?: number;
}

export interface Batcher<Row> {
  add(rows: Row[]): Promise<void>;
  /** Rows waiting for a write (not yet in flight). */
  readonly waiting: number;
  /** Resolves when nothing waits or is in flight. */
  drain(): Promise<void>;
}

interface Entry<Row> {
  rows: Row[];
  resolve(): void;
  reject(error: unknown): void;
}

export function createBatcher<Row>({ write, maxRows = 2000, maxConcurrent = 2 }: BatcherOptions<Row>): Batcher<Row> {
  const queue: Entry<Row>[] = [];
  let waitingRows = 0;
  let inFlight = 0;
  let scheduled = false;
  let idle: Array<() => void> = [];

  const settleIdle = () => {
    if (queue.length > 0 || inFlight > 0) return;
    const waiters = idle;
    idle = [];
    for (const resolve of waiters) resolve();
  };

  const take = (): Entry<Row>[] => {
    const batch: Entry<Row>[] = [];
    let rows = 0;
    while (queue.length > 0) {
      const next = queue[0] as Entry<Row>;
      if (batch.length > 0 && rows + next.rows.length > maxRows) break;
      queue.shift();
      batch.push(next);
      rows += next.rows.length;
    }
    waitingRows -= rows;
    return batch;
  };

  const pump = () => {
    scheduled = false;
    while (inFlight < maxConcurrent && queue.length > 0) {
      const batch = take();
      inFlight += 1;
      write(batch.flatMap((entry) => entry.rows)).then(
        () => {
          for (const entry of batch) entry.resolve();
        },
        (error: unknown) => {
          for (const entry of batch) entry.reject(error);
        },
      ).finally(() => {
        inFlight -= 1;
        if (queue.length > 0) schedule();
        settleIdle();
      });
    }
  };

  // Requests arriving in the same turn of the event loop share a write.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  };

  return {
    add(rows) {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push({ rows, resolve, reject });
        waitingRows += rows.length;
        schedule();
      });
    },
    get waiting() {
      return waitingRows;
    },
    drain() {
      if (queue.length === 0 && inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
