/**
 * Runs `work` over `items` with at most `limit` in flight, in order of starting, and settles when
 * all have run. The first failure stops the others from taking new items and is what it throws,
 * so a loop of independent requests keeps each item's assertions while waiting on `limit` at a
 * time instead of one (issue 34: the e2e suite's serial request loops).
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const runner = async () => {
    while (!failure && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  if (failure) throw failure.error;
}
