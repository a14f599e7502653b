/**
 * What stopped a piece of untrusted work: its time, its memory, the size of what it unpacks, or
 * a crash of its worker while it ran on the input (an error nothing caught, as a stream handler's).
 */
export type WorkLimit = 'time' | 'memory' | 'size' | 'crash';

/**
 * Untrusted work stopped by a limit. Running it again gives the same answer, so a background
 * task that meets one fails for good; an upload that meets one is refused (422).
 */
export class WorkLimitError extends Error {
  override name = 'WorkLimitError';
  constructor(
    readonly limit: WorkLimit,
    message: string,
  ) {
    super(message);
  }
}
