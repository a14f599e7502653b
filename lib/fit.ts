/** Fit, explained (docs/decisions/0075): the limits and links both the platform and the pages use. */

/** At most one page of cards is asked at once. */
export const maxFitJobs = 20;
