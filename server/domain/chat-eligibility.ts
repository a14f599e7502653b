/**
 * Work eligibility (platform spec §6, §8 41274): a job may be restricted to where its holder can
 * work, and a seeker who cannot work there cannot start a chat about it.
 * - A remote job open worldwide takes anyone eligible somewhere that is not closed to it.
 * - A remote job open to some countries takes those eligible in one of them.
 * - An on-site or hybrid job is in its own country.
 * A seeker who has not said where they may work is not refused: the rule needs their answer.
 */
export interface JobReach {
  countryKey: string;
  openTo: { worldwide: boolean; countries: string[]; closed: string[] } | null;
}

export function canWorkOn(job: JobReach, workEligibility: readonly string[]): boolean {
  if (workEligibility.length === 0) return true;
  const eligible = new Set(workEligibility);
  if (!job.openTo) return eligible.has(job.countryKey);
  const closed = new Set(job.openTo.closed);
  if (job.openTo.worldwide) return workEligibility.some((key) => !closed.has(key));
  return job.openTo.countries.some((key) => eligible.has(key) && !closed.has(key));
}
