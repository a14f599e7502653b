import type { Metadata } from 'next';
import { readSession } from '@/services/server-session';
import type { SearchParams } from '../load-search';
import { searchMetadata, searchPage } from '../search-page';

// Per request: the seeker's own results (docs/decisions/0077). Only the middleware's rewrite
// reaches it, for a signed-in seeker who has blocked companies.
export const dynamic = 'force-dynamic';

async function sessionToken(): Promise<string | null> {
  const session = await readSession();
  return session?.user ? session.token : null;
}

export async function generateMetadata({ params }: { params: Promise<SearchParams> }): Promise<Metadata> {
  return searchMetadata(await params, await sessionToken());
}

/** The search without the jobs of the companies this seeker blocked, in its results and counts. */
export default async function SearchWithoutBlocked({ params }: { params: Promise<SearchParams> }) {
  return searchPage(await params, await sessionToken());
}
