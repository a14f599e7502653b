import { z } from 'zod';
import { intParam } from './params';

/** The most news items one call returns. */
export const maxNewsSize = 20;
export const defaultNewsSize = 9;

/**
 * GET /news/latest: the newest published news of the request's site, in the request's language.
 * `size` 1–20 (default 9). Items written for one site (Country-Id) show on that site only.
 */
export const latestNewsQuerySchema = z.object({
  size: intParam(1, maxNewsSize).transform((v) => v ?? defaultNewsSize),
});
export type LatestNewsQuery = z.input<typeof latestNewsQuerySchema>;

export const newsItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  /** In the request's language. */
  title: z.string(),
  summary: z.string(),
  /** The day it was published (YYYY-MM-DD, UTC). */
  published_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The site page it is about, after the language (`/courses`), or null. */
  path: z.string().startsWith('/').nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const latestNewsResultSchema = z.object({ news: z.array(newsItemSchema) });
export type LatestNewsResult = z.infer<typeof latestNewsResultSchema>;
