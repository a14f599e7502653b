/**
 * The home's job sections never show a job twice (issue 36, item 9; docs/decisions/0064):
 * popular and hot come apart from the platform, and latest is the newest jobs that neither of
 * them shows. `latest` is fetched longer than a section so enough remain.
 */
export function latestBesides<Job extends { id: number }>(latest: Job[], shown: ReadonlyArray<{ id: number }>, size: number): Job[] {
  const taken = new Set(shown.map((job) => job.id));
  return latest.filter((job) => !taken.has(job.id)).slice(0, size);
}
