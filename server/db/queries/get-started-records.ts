import type { Database } from '../client';
import { getStartedRecords } from '../schema';

/** What was typed on get-started, for the sign-up funnel (moved from the route, decision 0087). */
export async function insertGetStartedRecord(db: Database, values: typeof getStartedRecords.$inferInsert): Promise<number | undefined> {
  const [row] = await db.insert(getStartedRecords).values(values).returning({ id: getStartedRecords.id });
  return row?.id;
}
