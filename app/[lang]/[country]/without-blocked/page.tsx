import type { Metadata } from 'next';
import { readSession } from '@/services/server-session';
import type { SiteParams } from '@/lib/site-params';
import { homePage } from '../_home/home-page';
import { generateMetadata as homeMetadata } from '../page';

// Per request: the seeker's own home (docs/decisions/0077). Only the middleware's rewrite reaches
// it (lib/path-guard.ts refuses its name), for a signed-in seeker who has blocked companies.
export const dynamic = 'force-dynamic';

export function generateMetadata(props: { params: Promise<SiteParams> }): Promise<Metadata> {
  return homeMetadata(props);
}

/** The home page without the jobs of the companies this seeker blocked, in its lists and counts. */
export default async function HomeWithoutBlocked({ params }: { params: Promise<SiteParams> }) {
  const session = await readSession();
  return homePage(await params, session?.user ? session.token : null);
}
