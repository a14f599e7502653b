import type pg from 'pg';

export interface BenchPair {
  chatId: number;
  seeker: { id: number; token: string };
  recruiter: { id: number; token: string };
  jobId: number;
  companyId: number;
}

export function createPairs(client: pg.Client, pairs: number): Promise<BenchPair[]>;
