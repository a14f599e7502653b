import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/languages';

/** The feature sections, each with three points and a link to the page where it can be tried. */
const features = [
  { key: 'chat', href: '/jobs-hiring/job-search' },
  { key: 'resume', href: '/resume-templates' },
  { key: 'remote', href: '/remote-jobs' },
  { key: 'learn', href: '/courses' },
] as const;

export const featurePaths = features.map((feature) => feature.href);

/** Four sections on what a job seeker can do, numbered, each ending in a link to try it. */
export async function FeatureSections({ language }: { language: Language }) {
  const t = await getTranslations('TalentsLanding');
  return (
    <section aria-labelledby="talents-features" className="app-landing__section">
      <h2 id="talents-features">{t('featuresHeading')}</h2>
      <div className="talents__features">
        {features.map((feature, index) => (
          <article key={feature.key} className="talents__feature" aria-labelledby={`talents-feature-${feature.key}`}>
            <span className="talents__feature-mark" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 id={`talents-feature-${feature.key}`}>{t(`features.${feature.key}.title`)}</h3>
              <p>{t(`features.${feature.key}.text`)}</p>
              <ul>
                {(['1', '2', '3'] as const).map((point) => (
                  <li key={point}>{t(`features.${feature.key}.points.${point}`)}</li>
                ))}
              </ul>
              <a href={`/${language.slug}${feature.href}`}>{t(`features.${feature.key}.cta`)}</a>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
