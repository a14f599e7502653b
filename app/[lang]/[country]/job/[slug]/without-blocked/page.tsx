import type { Metadata } from 'next';
import { readSession } from '@/services/server-session';
import { jobPage } from '../job-page';
import type { JobParams } from '../load-job';
import { generateMetadata as jobMetadata } from '../page';

// Per request: the job with the seeker's own similar jobs (docs/decisions/0077, 0080). Only the
// middleware's rewrite reaches it (lib/path-guard.ts refuses its name), for a signed-in seeker
// who has blocked companies.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: { params: Promise<JobParams> }): Promise<Metadata> {
  return jobMetadata(props);
}

/** The job page without the jobs of the companies this seeker blocked among its similar jobs. */
export default async function JobWithoutBlocked({ params }: { params: Promise<JobParams> }) {
  const session = await readSession();
  return jobPage(await params, session?.user ? session.token : null);
}
