import { z } from 'zod';
import { intParam, maxId } from './params';

/**
 * Salary insight (issue 35 item 2; docs/decisions/0075): the advertised salaries of a job title
 * (a level-3 function title) in a place — a city of the site, or the whole country — over the
 * country's open and recent jobs. Fewer than `minSalarySample` salaries is thin data: the answer
 * carries the count and no figure.
 */
export const minSalarySample = 5;
/** Jobs posted within this many days count as recent (open ones count whenever posted). */
export const recentSalaryDays = 180;

const seoParam = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return undefined;
    const text = value.trim().toLowerCase();
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) || text.length > 120) {
      ctx.addIssue({ code: 'custom', message: 'Use a name in lower-case letters, digits and hyphens' });
      return z.NEVER;
    }
    return text;
  });

/** GET /job/salary-insight: the title by id or SEO name; the place by id or SEO name, or none for the whole country. */
export const salaryInsightQuerySchema = z
  .object({
    function_title_id: intParam(1, maxId),
    title: seoParam,
    location_id: intParam(1, maxId),
    location: seoParam,
  })
  .superRefine((query, ctx) => {
    if (query.function_title_id === undefined && query.title === undefined) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'Give the job title' });
    }
  });
export type SalaryInsightQuery = z.input<typeof salaryInsightQuerySchema>;

export const salaryPeriods = ['monthly', 'annually'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const salaryInsightSchema = z.object({
  title: z.object({ id: z.number().int(), value: z.string(), seo_value: z.string() }),
  /** Null: the whole country. */
  location: z.object({ id: z.number().int(), value: z.string(), seo_value: z.string() }).nullable(),
  /** How many advertised salaries the figures come from. */
  count: z.number().int(),
  min_count: z.number().int(),
  thin: z.boolean(),
  currency: z.string(),
  period: z.enum(salaryPeriods),
  /** Null when the data is thin. */
  median: z.number().nullable(),
  p25: z.number().nullable(),
  p75: z.number().nullable(),
  /** When the newest of these jobs was posted (null: none). */
  updated_at: z.string().nullable(),
});
export type SalaryInsight = z.infer<typeof salaryInsightSchema>;

/** GET /job/salary-insight/pages: every (title, place) of the site with enough salaries for a page. */
export const salaryPagesSchema = z.object({
  pages: z.array(z.object({ title: z.string(), location: z.string().nullable(), count: z.number().int(), updated_at: z.string() })),
});
export type SalaryPages = z.infer<typeof salaryPagesSchema>;
