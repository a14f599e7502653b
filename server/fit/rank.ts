import type { Language } from '@/lib/languages';
import type { Database } from '../db/client';
import { loadFit } from './load';
import { scoreFit } from './score';

export interface FitRankInput {
  userId: number;
  countryKey: string;
  language: Language;
  now: Date;
}

/** The seeker's fit score of each of `jobIds` that is theirs to see on the site (one statement, server/fit/load.ts). */
export async function fitScores(db: Database, input: FitRankInput, jobIds: readonly number[]): Promise<Map<number, number>> {
  const { profile, jobs } = await loadFit(db, { ...input, jobIds });
  return new Map(jobs.map((job) => [job.id, scoreFit(profile, job).score]));
}

/** `items` best score first; equal scores keep their order (a stable sort), and a job without a score goes last. */
export function sortByScore<T extends { id: number }>(items: readonly T[], scores: ReadonlyMap<number, number>): T[] {
  return items
    .map((item, index) => ({ item, index, score: scores.get(item.id) ?? -1 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}

/**
 * Puts a list of jobs in order of the seeker's fit, best first; jobs of equal fit keep their
 * order (a stable sort), so the list's own ranking breaks ties ("Jobs for you", docs/decisions/0075).
 */
export async function orderByFit<T extends { id: number }>(db: Database, input: FitRankInput, items: readonly T[]): Promise<T[]> {
  if (items.length < 2) return [...items];
  return sortByScore(items, await fitScores(db, input, items.map((item) => item.id)));
}
