import { z } from 'zod';

/** Whether 'YYYY-MM-DD HH:mm:ss' names an instant on the calendar (Date.parse takes 2024-02-30). */
function isRealDateTime(value: string): boolean {
  const [year, month, day, hour, minute, second] = value.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** Event time as the tracking spec writes it: YYYY-MM-DD HH:mm:ss. */
const eventTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Use the format YYYY-MM-DD HH:mm:ss')
  .refine(isRealDateTime, 'Not a real date and time');

/** The most JSON text one event's data may take (the platform caps the whole batch too). */
export const maxEventDataLength = 4000;

export const clientEventSchema = z.object({
  event_name: z.string().trim().min(1).max(100),
  device_id: z.string().trim().min(1).max(100),
  device_type: z.enum(['web', 'mobile_web']),
  device_name: z.string().trim().min(1).max(200),
  event_time: eventTime,
  data: z
    .record(z.string(), z.unknown())
    .refine((data) => JSON.stringify(data).length <= maxEventDataLength, `Keep data under ${maxEventDataLength / 1000} KB`)
    .optional(),
});

/** POST /event/report/events: a list of records (at most 1000, the platform's id-list limit). */
export const reportEventsBodySchema = z.object({
  events: z.array(clientEventSchema).min(1, 'Send at least one event').max(1000, 'Send at most 1000 events'),
});
export type ReportEventsBody = z.infer<typeof reportEventsBodySchema>;

export const reportEventsResultSchema = z.object({ accepted: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Clicks and exposures of job cards: POST /event/logs/report/click and /logs/report/expose
// (core spec §7 Events; platform spec §7: the recommendation and click event fields).
// ---------------------------------------------------------------------------------------------

/** The most records one click or expose report may carry (a search page shows 30 cards). */
export const maxTrackingRecords = 100;

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const optionalId = z.number().int().positive().max(2_147_483_647).nullish();

/**
 * One recommendation or click event. `job_id` and `query_id` may be missing: such a record is
 * ignored rather than refusing its batch (core spec §5), everything else must be well formed.
 * `timestamp` is in seconds (10 digits; a millisecond time is refused); `index` is 1-based.
 */
export const trackingRecordSchema = z.object({
  job_id: optionalId,
  query_id: optionalText(100),
  reco_from: optionalText(50),
  page: optionalText(50),
  sub_page: optionalText(50),
  device: z.enum(['web', 'mobile_web']),
  device_uuid: optionalText(100),
  device_udid: optionalText(100),
  /** What the page believes; the platform records the session's user instead. */
  jobseeker_id: optionalId,
  job_preference_id: optionalId,
  index: z.number().int().min(1, 'The index is 1-based').max(10_000).nullish(),
  page_num: z.number().int().min(1).max(10_000).default(1),
  timestamp: z
    .number()
    .int()
    .min(1_000_000_000, 'Send the time in seconds')
    .max(9_999_999_999, 'Send the time in seconds'),
  scene: optionalText(50),
});
export type TrackingRecord = z.input<typeof trackingRecordSchema>;

export const trackingReportBodySchema = z.object({
  data: z.array(trackingRecordSchema).min(1, 'Send at least one record').max(maxTrackingRecords, `Send at most ${maxTrackingRecords} records`),
  from: z.literal(1),
});
export type TrackingReportBody = z.input<typeof trackingReportBodySchema>;

/** A report's answer: records stored (or already stored), ignored (no job or query id) and suppressed (a duplicate within a second). */
export const trackingReportResultSchema = z.object({
  accepted: z.number().int(),
  ignored: z.number().int(),
  suppressed: z.number().int(),
});
export type TrackingReportResult = z.infer<typeof trackingReportResultSchema>;

/** GET /job/recruiter/jobs/{jobId}/stats: what the job's own recruiter sees. */
export const jobTrackingStatsSchema = z.object({
  job_id: z.number().int(),
  views: z.number().int(),
  exposures: z.number().int(),
  clicks: z.number().int(),
  /** clicks / exposures, 0 without exposures. */
  click_through_rate: z.number(),
});
export type JobTrackingStats = z.infer<typeof jobTrackingStatsSchema>;

/** GET /dev/tracking?query_id=: the stored events of one query (development only, for e2e). */
export const devTrackingQuerySchema = z.object({ query_id: z.string().trim().min(1).max(100) });
