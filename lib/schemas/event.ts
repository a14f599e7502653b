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
