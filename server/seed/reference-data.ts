import { countryKeys } from '../../lib/countries';
import type { Database } from '../db/client';
import { insertJobFunctions, insertLocations, insertMissingRefItemRows, insertRefItemRows, insertRegions } from '../db/queries/seed';
import { jobFunctionRows } from './reference/job-functions';
import { geographies, locationsOf } from './reference/locations';
import { refItemRows } from './reference/ref-lists';

type Writer = Pick<Database, 'insert'>;

async function insertInChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}

/** Regions, locations and the job function taxonomy: what companies and jobs point at. */
export async function insertGeographyAndTaxonomy(db: Writer): Promise<void> {
  const regionRows = countryKeys.flatMap((countryKey) =>
    geographies[countryKey].regions.map((region, index) => ({
      id: region.id,
      countryKey,
      seoValue: region.seoValue,
      labels: region.labels,
      sort: index + 1,
    })),
  );
  const locationRows = countryKeys.flatMap((countryKey) =>
    locationsOf(countryKey).map((location) => ({
      id: location.id,
      countryKey,
      regionId: location.regionId,
      seoValue: location.seoValue,
      labels: location.labels,
      latitude: location.latitude,
      longitude: location.longitude,
      sort: location.sort,
    })),
  );
  await insertInChunks(regionRows, 500, (chunk) => insertRegions(db, chunk));
  await insertInChunks(locationRows, 500, (chunk) => insertLocations(db, chunk));
  await insertInChunks(jobFunctionRows(), 500, (chunk) => insertJobFunctions(db, chunk));
}

/** The flat configuration lists (industries, job types, salary filters, …). */
export async function insertRefItems(db: Writer): Promise<void> {
  await insertInChunks(refItemRows(), 500, (chunk) => insertRefItemRows(db, chunk));
}

/**
 * Adds reference rows that a database seeded by an earlier version lacks (a list added later,
 * such as the profile's job-seeking statuses); rows already there are left as they are.
 */
export async function insertMissingRefItems(db: Writer): Promise<void> {
  await insertInChunks(refItemRows(), 500, (chunk) => insertMissingRefItemRows(db, chunk));
}
