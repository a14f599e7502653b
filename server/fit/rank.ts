import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
import { loadFit } from './load';
import { scoreFit } from './score';

/**
 * Puts a list of jobs in order of the seeker's fit, best first; jobs of equal fit keep their
 * order (a stable sort), so the list's own ranking breaks ties ("Jobs for you", docs/decisions/0075).
 */
export async function orderByFit<T extends { id: number }>(
  db: Database,
  input: { userId: number; countryKey: string; language: Language; now: Date },
  items: readonly T[],
): Promise<T[]> {
  if (items.length < 2) return [...items];
  const { profile, jobs } = await loadFit(db, { ...input, jobIds: items.map((item) => item.id) });
  const scores = new Map(jobs.map((job) => [job.id, scoreFit(profile, job).score]));
  return items
    .map((item, index) => ({ item, index, score: scores.get(item.id) ?? -1 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
