import { resumeTemplatesPath, resumeTemplatesUpdated } from './resume-templates';
import { talentsPath, talentsUpdated } from './talents-landing';

/**
 * The site's content pages (help and legal): one route each at `/{lang}/{slug}`, their text in
 * the `ContentPages` messages (i18n/messages/pages/), docs/decisions/0040.
 */
export const contentPageSlugs = ['faq', 'terms', 'privacy', 'scam-prevention', 'data-privacy-guide'] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

/** The messages key of a page: `scam-prevention` → `scamPrevention`. */
export function contentPageKey(slug: ContentPageSlug): string {
  return slug.replace(/-([a-z])/g, (_, ch: string) => ch.toUpperCase());
}

export function contentPagePath(slug: ContentPageSlug): string {
  return `/${slug}`;
}

/** The date each page's text last changed, shown on the page and given to the sitemap. */
export const contentPagesUpdated: Record<ContentPageSlug, string> = {
  faq: '2026-11-25',
  terms: '2026-11-25',
  privacy: '2026-11-25',
  'scam-prevention': '2026-11-25',
  'data-privacy-guide': '2026-11-25',
};

/** The landing page for the app (platform spec §2 "landing and download-app page"). */
export const downloadAppPath = '/download-app';

/** When the app landing page's text last changed. */
const downloadAppUpdated = '2026-11-25';

/** The pages whose text ships with the site (help, policies, the app and talents pages, the resume templates), each with when it last changed: the sitemap's `pages.xml`. */
export function staticPages(): { path: string; lastmod: string }[] {
  return [
    ...contentPageSlugs.map((slug) => ({ path: contentPagePath(slug), lastmod: contentPagesUpdated[slug] })),
    { path: downloadAppPath, lastmod: downloadAppUpdated },
    { path: resumeTemplatesPath, lastmod: resumeTemplatesUpdated },
    { path: talentsPath, lastmod: talentsUpdated },
  ];
}
