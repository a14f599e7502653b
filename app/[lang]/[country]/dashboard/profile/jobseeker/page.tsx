import { redirect } from 'next/navigation';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { brandedNotFound } from '@/app/[lang]/[country]/page-not-found/branded-not-found';

/**
 * /dashboard/profile/jobseeker, the Philippines site's profile route (core spec §2). The
 * profile is managed at /manage-profile on every site, so this sends the visitor there
 * (docs/decisions/0019); on other sites the route does not exist.
 */
export default async function PhilippinesProfilePage({ params }: { params: Promise<SiteParams> }) {
  const routeParams = await params;
  const site = resolveSite(routeParams);
  if (site?.country.key !== 'ph') brandedNotFound(routeParams.lang);
  redirect(`/${site.language.slug}/manage-profile`);
}
