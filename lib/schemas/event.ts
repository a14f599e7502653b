import { z } from 'zod';

/** Event time as the tracking spec writes it: YYYY-MM-DD HH:mm:ss. */
const eventTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Use the format YYYY-MM-DD HH:mm:ss')
  .refine((value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))), 'Not a real date and time');

export const clientEventSchema = z.object({
  event_name: z.string().trim().min(1).max(100),
  device_id: z.string().trim().min(1).max(100),
  device_type: z.enum(['web', 'mobile_web']),
  device_name: z.string().trim().min(1).max(200),
  event_time: eventTime,
  data: z.record(z.string(), z.unknown()).optional(),
});

/** POST /event/report/events: a list of records (at most 1000, the platform's id-list limit). */
export const reportEventsBodySchema = z.object({
  events: z.array(clientEventSchema).min(1, 'Send at least one event').max(1000, 'Send at most 1000 events'),
});
export type ReportEventsBody = z.infer<typeof reportEventsBodySchema>;

export const reportEventsResultSchema = z.object({ accepted: z.number().int() });
