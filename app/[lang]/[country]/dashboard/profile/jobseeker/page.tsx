import { notFound, redirect } from 'next/navigation';
import { resolveSite, type SiteParams } from '@/lib/site-params';

/**
 * /dashboard/profile/jobseeker, the Philippines site's profile route (core spec §2). The
 * profile is managed at /manage-profile on every site, so this sends the visitor there
 * (docs/decisions/0019); on other sites the route does not exist.
 */
export default async function PhilippinesProfilePage({ params }: { params: Promise<SiteParams> }) {
  const site = resolveSite(await params);
  if (site?.country.key !== 'ph') notFound();
  redirect(`/${site.language.slug}/manage-profile`);
}
