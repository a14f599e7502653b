import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import NotFound from '../not-found';
import { notFoundMetadata } from './not-found-metadata';
import { siteLocale } from '@/lib/site-locale';

/**
 * The not-found page the middleware rewrites to, with a 404 status, for paths it knows are not
 * pages (lib/path-guard.ts). Rendered as a page rather than through notFound(), its server HTML
 * carries the site's frame, `<html lang dir>` and the localised title.
 */
export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  return notFoundMetadata(await params);
}

export default async function PageNotFound({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (!site) notFound();
  setRequestLocale(siteLocale(site));
  return <NotFound />;
}
