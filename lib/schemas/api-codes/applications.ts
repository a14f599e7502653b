/**
 * Applications and saved jobs (docs/decisions/0016): codes of our own, the catalogue lists none.
 */
export const alreadyApplied = 41501;
export const jobClosed = 41502;
export const withdrawClosed = 41503;
