import type { JobStatus } from '@/lib/schemas/job';

/**
 * The status a job seeker sees. A job past its expiry date is closed even while its row still
 * says active (nothing closes it at the stroke of the expiry), so the detail page shows the
 * closed notice instead of an Apply button on a job that no longer takes applications.
 */
export function visibleJobStatus(status: string, expiresAt: Date, now: Date): JobStatus {
  if (status === 'active' && expiresAt.getTime() <= now.getTime()) return 'closed';
  if (status === 'active' || status === 'on_hold' || status === 'closed' || status === 'deleted') return status;
  return 'closed';
}
