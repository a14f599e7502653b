'use client';

import { usePathname } from 'next/navigation';
import { use, useEffect } from 'react';
import { findLanguage, type LanguageSlug, languageBySlug } from '@/lib/languages';
import './globals.css';

// Next.js puts this page in every page's first-load JavaScript: its words load only when it shows.
let words: Promise<typeof import('./global-error-text')> | undefined;
const loadWords = () => {
  words ??= import('./global-error-text');
  return words;
};

/**
 * The last resort, when the site's own layout failed: the brand, the generic notice in the
 * address's language (the first path segment; English otherwise), `<html lang dir>`, a retry
 * and the way home. Never Next.js's unbranded page.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const first = usePathname()?.split('/')[1];
  const slug: LanguageSlug = findLanguage(first)?.slug ?? 'en-us';
  const language = languageBySlug(slug);
  const text = use(loadWords()).globalErrorText[slug];
  useEffect(() => {
    if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
    void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
  }, [error]);
  return (
    <html lang={language.code} dir={language.dir}>
      <body>
        <header className="site-header">
          <div className="site-header__inner">
            <a href={`/${slug}`} className="brand">
              <span aria-hidden="true" className="brand__mark">
                h
              </span>
              <span className="brand__name">Hireloop</span>
            </a>
          </div>
        </header>
        <main id="main" className="page">
          <section className="status-page" role="alert">
            <p>{text.error}</p>
            <button type="button" className="button" onClick={reset}>
              {text.retry}
            </button>
            <a href={`/${slug}`}>{text.home}</a>
          </section>
        </main>
      </body>
    </html>
  );
}
