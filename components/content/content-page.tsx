import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { type ContentPageSlug, contentPageKey, contentPagePath, contentPagesUpdated, contentPageSlugs } from '@/lib/content-pages';
import { parseWebEnv } from '@/lib/env';
import { alternateLanguages, pageUrl } from '@/lib/seo';
import { resolveSite, type SiteParams } from '@/lib/site-params';
import { siteLocale } from '@/lib/site-locale';
import './content-page.css';

/** A content page's title, description, canonical URL and hreflang set (every site, every language). */
export async function contentPageMetadata(slug: ContentPageSlug, params: SiteParams): Promise<Metadata> {
  const site = resolveSite(params);
  if (!site) return {};
  const t = await getTranslations({ locale: siteLocale(site), namespace: `ContentPages.${contentPageKey(slug)}` });
  const { SITE_URL_PATTERN } = parseWebEnv();
  const path = contentPagePath(slug);
  return {
    title: `${t('title')} | Hireloop`,
    description: t('description'),
    alternates: {
      canonical: pageUrl(SITE_URL_PATTERN, site.country.key, site.language, path),
      languages: alternateLanguages(SITE_URL_PATTERN, path),
    },
  };
}

/** The keys of a messages object, in their written order (sections, paragraphs). */
function keysOf(value: unknown): string[] {
  return value !== null && typeof value === 'object' ? Object.keys(value) : [];
}

/**
 * A help or policy page (docs/decisions/0040): its sections come from the messages, so every
 * language has the same page, server-rendered, with a table of contents and no client script.
 */
export async function ContentPage({ slug, params }: { slug: ContentPageSlug; params: SiteParams }) {
  const site = resolveSite(params);
  if (!site) notFound();
  const { language } = site;
  setRequestLocale(siteLocale(site));
  const key = contentPageKey(slug);
  const t = await getTranslations(`ContentPages.${key}`);
  const common = await getTranslations('ContentPages');
  const footer = await getTranslations('SiteFooter');
  const sections = keysOf(t.raw('sections'));
  const updated = new Intl.DateTimeFormat(language.intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${contentPagesUpdated[slug]}T00:00:00Z`),
  );
  return (
    <article className="content-page">
      <header className="content-page__head">
        <h1>{t('title')}</h1>
        <p className="content-page__intro">{t('intro')}</p>
        <p className="muted">
          <time dateTime={contentPagesUpdated[slug]}>{common('updated', { date: updated })}</time>
        </p>
      </header>
      <nav aria-labelledby="content-contents" className="content-page__contents">
        <h2 id="content-contents">{common('contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{t(`sections.${section}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section} id={section} aria-labelledby={`${section}-heading`} className="content-page__section">
          <h2 id={`${section}-heading`}>{t(`sections.${section}.heading`)}</h2>
          {keysOf(t.raw(`sections.${section}.body`)).map((paragraph) => (
            <p key={paragraph}>{t(`sections.${section}.body.${paragraph}`)}</p>
          ))}
        </section>
      ))}
      <nav aria-labelledby="content-related" className="content-page__related">
        <h2 id="content-related">{common('related')}</h2>
        <ul>
          {contentPageSlugs
            .filter((other) => other !== slug)
            .map((other) => (
              <li key={other}>
                <a href={`/${language.slug}${contentPagePath(other)}`}>{footer(contentPageKey(other))}</a>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
