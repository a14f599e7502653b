import type { Metadata } from 'next';
import { ContentPage, contentPageMetadata } from '@/components/content/content-page';
import type { SiteParams } from '@/lib/site-params';

// Rendered again at most a minute apart, so runtime translations reach it (docs/decisions/0037).
export const revalidate = 60;

// Text only: rendered on the first visit per (language, site), then served from the cache.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  return contentPageMetadata('faq', await params);
}

export default async function Page({ params }: { params: Promise<SiteParams> }) {
  return <ContentPage slug="faq" params={await params} />;
}
