/** What the no-script apply page says after its post came back (`?error=`), as ApplyJob messages. */
export const applyPageAlerts = ['fixErrors', 'alreadyApplied', 'jobClosed', 'failed'] as const;
export type ApplyPageAlert = (typeof applyPageAlerts)[number];
