import { type CountryKey, countryKeys } from '../../lib/countries';
import type { Database } from '../db/client';
import {
  hasIndustries,
  insertCompanyRows,
  insertJobRows,
  insertRecruiterRows,
  markVerifiedOnlyJobs,
  truncateSeededTables,
} from '../db/queries/seed';
import { generateCompanyAbout } from './about';
import { type CompanyProfile, type CompanyRow, generateCompany } from './generate-companies';
import { seedApplyOptions } from './apply-options';
import { CompanyPicker, type JobRow, type PostingCompany, generateJob } from './generate-jobs';
import { generateRecruiters } from './generate-recruiters';
import { Random } from './random';
import { insertGeographyAndTaxonomy, insertRefItems } from './reference-data';
import { type CountryContext, countryContext } from './seed-context';
import { markWeb3Job, pickWeb3Companies } from './web3';

export interface SeedOptions {
  jobsPerCountry: number;
  /** Same seed and same `now` give the same data, row for row. Default 42. */
  seed?: number;
  /** The moment the data is generated relative to (posting dates, activity). Default: now. */
  now?: Date;
  countries?: CountryKey[];
  /** Rows per INSERT statement; default 500, at most 1000. */
  batchSize?: number;
  onProgress?: (message: string) => void;
}

export interface SeedCounts {
  companies: number;
  recruiters: number;
  jobs: number;
}

type Writer = Pick<Database, 'insert'>;

/**
 * Fills a freshly migrated, empty database. Rows are generated and written one batch at a time
 * so a million jobs never sit in memory together; each country gets its own random streams,
 * so seeding a subset of countries reproduces exactly the same rows for those countries.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedCounts> {
  const { jobsPerCountry } = options;
  if (!Number.isInteger(jobsPerCountry) || jobsPerCountry < 0) throw new Error(`jobsPerCountry must be a whole number ≥ 0, got ${jobsPerCountry}`);
  const seed = options.seed ?? 42;
  const now = options.now ?? new Date();
  const batchSize = Math.min(1000, Math.max(1, Math.floor(options.batchSize ?? 500)));
  const report = options.onProgress ?? (() => {});
  const selected = countryKeys.filter((key) => !options.countries || options.countries.includes(key));

  await insertGeographyAndTaxonomy(db);
  const totals: SeedCounts = { companies: 0, recruiters: 0, jobs: 0 };
  for (const countryKey of selected) {
    const started = performance.now();
    const counts = await db.transaction((tx) => seedCountry(tx, countryContext(countryKey, now), { seed, jobsPerCountry, batchSize, report }));
    totals.companies += counts.companies;
    totals.recruiters += counts.recruiters;
    totals.jobs += counts.jobs;
    report(`${countryKey}: ${counts.companies} companies, ${counts.recruiters} recruiters, ${counts.jobs} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Apply options (screening questions, external links) draw from their own streams keyed by job id.
  await seedApplyOptions(db, { seed, batchSize });
  await markVerifiedOnlyJobs(db);
  // Written last on purpose: isSeeded() reads it as the mark of a completed run.
  await insertRefItems(db);
  return totals;
}

async function seedCountry(
  db: Writer,
  context: CountryContext,
  options: { seed: number; jobsPerCountry: number; batchSize: number; report: (message: string) => void },
): Promise<SeedCounts> {
  const key = context.country.key;
  // Separate streams keep every row independent of the batch size the rows are written in.
  const companyRandom = new Random(`${options.seed}:${key}:companies`);
  const recruiterRandom = new Random(`${options.seed}:${key}:recruiters`);
  const jobRandom = new Random(`${options.seed}:${key}:jobs`);
  // The About parts (contact, news, album, …) came later: their own stream leaves the rest as it was.
  const aboutRandom = new Random(`${options.seed}:${key}:company-about`);
  const companyCount = Math.max(20, Math.ceil(options.jobsPerCountry / 15));
  const usedNames = new Set<string>();
  const usedSites = new Set<string>();
  const posting: PostingCompany[] = [];
  let recruiterCount = 0;

  for (let start = 0; start < companyCount; start += options.batchSize) {
    const batch = Array.from({ length: Math.min(options.batchSize, companyCount - start) }, () => {
      const company = generateCompany(companyRandom, context, usedNames, usedSites);
      const row = { ...company.row, ...generateCompanyAbout(aboutRandom, context, { row: company.row, ...company.about }) };
      return { ...company, row };
    });
    const ids = await insertCompanies(db, batch.map((item) => item.row));
    const recruiterRows = batch.flatMap((item) => {
      const companyId = ids.get(item.row.name) as number;
      return generateRecruiters(recruiterRandom, context, item.profile, item.ceo).map((row) => ({ ...row, companyId }));
    });
    const byCompany = new Map<number, number[]>();
    for (let offset = 0; offset < recruiterRows.length; offset += options.batchSize) {
      const inserted = await insertRecruiterRows(db, recruiterRows.slice(offset, offset + options.batchSize));
      for (const row of inserted) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.id]);
    }
    recruiterCount += recruiterRows.length;
    for (const item of batch) {
      const id = ids.get(item.row.name) as number;
      posting.push(withIds(item.profile, id, (byCompany.get(id) ?? []).sort((a, b) => a - b)));
    }
  }

  const picker = new CompanyPicker(posting);
  const web3 = pickWeb3Companies(options.seed, key, posting);
  for (let done = 0; done < options.jobsPerCountry; ) {
    const size = Math.min(options.batchSize, options.jobsPerCountry - done);
    const rows: JobRow[] = Array.from({ length: size }, () => markWeb3Job(generateJob(jobRandom, context, picker.pick(jobRandom)), web3));
    await insertJobRows(db, rows);
    done += size;
    if (done % (options.batchSize * 20) === 0 && done < options.jobsPerCountry) options.report(`${key}: ${done} / ${options.jobsPerCountry} jobs`);
  }
  return { companies: companyCount, recruiters: recruiterCount, jobs: options.jobsPerCountry };
}

/** Names are unique per country, which maps returned ids back without relying on row order. */
async function insertCompanies(db: Writer, rows: CompanyRow[]): Promise<Map<string, number>> {
  const inserted = await insertCompanyRows(db, rows);
  return new Map(inserted.map((row) => [row.name, row.id]));
}

function withIds(profile: CompanyProfile, id: number, recruiterIds: number[]): PostingCompany {
  return { ...profile, id, recruiterIds };
}

/** True once a seed run has completed (reference lists are written last). */
export async function isSeeded(db: Database): Promise<boolean> {
  return hasIndustries(db);
}

/**
 * Empties every table the seed writes and restarts their id sequences. CASCADE also empties
 * tables that reference these (saved jobs, applications, …), which would otherwise block it.
 */
export async function resetDatabase(db: Database): Promise<void> {
  await truncateSeededTables(db);
}
