import type { getStartedRecordBodySchema } from '@/lib/schemas/auth';
import type { Database } from '../db/client';
import { insertGetStartedRecord } from '../db/queries/get-started-records';
import { AppError } from '../http/app-error';

/** Enough for a funnel's few fields; a bigger `data` is refused rather than stored. */
const maxDataLength = 4000;

/**
 * Keeps what was typed on get-started (core spec §5): empty email and phone_num are dropped, the
 * source joins the data, and the country and device come from the request. Answers the row's id.
 */
export async function recordGetStarted(
  db: Database,
  body: ReturnType<typeof getStartedRecordBodySchema.parse>,
  request: { countryKey: string; deviceUuid: string | null; now: Date },
): Promise<number> {
  const data = { ...(body.data ?? {}), ...(body.source ? { source: body.source } : {}) };
  const serialized = JSON.stringify(data);
  if (serialized.length > maxDataLength) throw AppError.validation({ data: ['Too much data'] });
  // PostgreSQL's jsonb cannot hold a NUL character.
  if (serialized.includes('\\u0000')) throw AppError.validation({ data: ['Remove the special characters'] });
  const id = await insertGetStartedRecord(db, {
    email: body.email || null,
    phoneNum: body.phone_num || null,
    countryKey: request.countryKey,
    deviceUuid: request.deviceUuid,
    data: Object.keys(data).length > 0 ? data : null,
    createdAt: request.now,
  });
  if (id === undefined) throw new Error('get-started record insert returned no row');
  return id;
}
