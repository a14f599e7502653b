import { describe, expect, it } from 'vitest';
import { createBatcher } from '@/server/events/batcher';
import { duplicateWindow } from '@/server/events/suppress';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the event batcher', () => {
  it('answers a request only after the write holding its rows has finished', async () => {
    const write = deferred();
    const writes: number[][] = [];
    const batcher = createBatcher<number>({ write: (rows) => {
        writes.push(rows);
        return write.promise;
      },
      maxConcurrent: 1,
    });
    let answered = false;
    const added = batcher.add([1, 2]).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2]]);
    expect(answered).toBe(false);
    write.resolve();
    await added;
    expect(answered).toBe(true);
  });

  it('groups requests that arrive while a write is in flight into one next write, within maxRows', async () => {
    const gates = [deferred(), deferred(), deferred()];
    const writes: number[][] = [];
    const batcher = createBatcher<number>({ write: (rows) => {
        writes.push(rows);
        return (gates[writes.length - 1] as ReturnType<typeof deferred>).promise;
      },
      maxConcurrent: 1,
      maxRows: 5,
    });
    const first = batcher.add([1]);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [batcher.add([2, 3]), batcher.add([4, 5]), batcher.add([6, 7])];
    expect(batcher.waiting).toBe(6);
    gates[0]?.resolve();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // 2+2 rows fit in 5; the third request waits for the write after.
    expect(writes).toEqual([[1], [2, 3, 4, 5]]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all(rest);
    expect(writes).toEqual([[1], [2, 3, 4, 5], [6, 7]]);
    await batcher.drain();
  });

  it('rejects every request of a failed write and keeps going with the next', async () => {
    let fail = true;
    const batcher = createBatcher<number>({
      write: async () => {
        if (fail) throw new Error('disk full');
      },
    });
    const a = batcher.add([1]);
    const b = batcher.add([2]);
    await expect(a).rejects.toThrow('disk full');
    await expect(b).rejects.toThrow('disk full');
    fail = false;
    await expect(batcher.add([3])).resolves.toBeUndefined();
  });
});

describe('the one-second duplicate window', () => {
  it('refuses the same key within a second and accepts it from the second on', () => {
    let now = 10_000;
    const window = duplicateWindow({ now: () => now });
    expect(window.isDuplicate('user:1|click|5|q')).toBe(false);
    now += 999;
    expect(window.isDuplicate('user:1|click|5|q')).toBe(true);
    expect(window.isDuplicate('user:2|click|5|q')).toBe(false);
    now += 1;
    expect(window.isDuplicate('user:1|click|5|q')).toBe(false);
  });

  it('sweeps old keys so the map stays bounded', () => {
    let now = 0;
    const window = duplicateWindow({ now: () => now, sweepAbove: 10 });
    for (let i = 0; i < 10; i += 1) window.isDuplicate(`k${i}`);
    now += 1000;
    window.isDuplicate('fresh');
    expect(window.size).toBe(1);
  });
});
