/** Which limit stopped a piece of untrusted work: its time, its memory, or the size of what it unpacks. */
export type WorkLimit = 'time' | 'memory' | 'size';

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
