import type { Metadata } from 'next';
import type { SearchParams } from './load-search';
import { searchMetadata, searchPage } from './search-page';

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SearchParams> }): Promise<Metadata> {
  return searchMetadata(await params, null);
}

/** `/{lang}/jobs-hiring/{slug}`: a job search, server-rendered and cached per search. */
export default async function SearchPage({ params }: { params: Promise<SearchParams> }) {
  return searchPage(await params, null);
}
