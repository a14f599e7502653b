import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import type { Language } from '@/lib/languages';
import type { ConfigLists } from '@/lib/schemas/config';
import { encodeSearchPath } from '@/lib/search-url';
import { carouselPages } from '@/lib/talents-landing';
import { carouselLabels } from './carousel-labels';

const perPage = 4;

/** A category's search: the search for its name in the page's language, which reads it as that category. */
export const categoryPath = (name: string) => encodeSearchPath({ keyword: name, location: null, filters: {}, sort: null, page: 1 });

/**
 * The job categories (main functions of the site's taxonomy) as a carousel: each with its open
 * jobs on this site and its first job functions, opening its search.
 */
export async function OccupationCarousel({
  language,
  categories,
  openJobs,
}: {
  language: Language;
  categories: ConfigLists['main_job_function_lists'];
  /** Open jobs per main function id on this site; null when unknown. */
  openJobs: Record<string, number> | null;
}) {
  const t = await getTranslations('TalentsLanding');
  const pages = carouselPages(categories, perPage).map((page) => (
    <ul key={page[0]?.id} className="talents__cards talents__cards--four">
      {page.map((category) => (
        <li key={category.id} className="talents__card">
          <h3>
            <a href={`/${language.slug}${categoryPath(category.value)}`}>{category.value}</a>
          </h3>
          {openJobs ? <p className="talents__count">{t('categoryJobs', { count: openJobs[String(category.id)] ?? 0 })}</p> : null}
          <p className="muted">{category.sub_function_list.slice(0, 3).map((sub) => sub.value).join(' · ')}</p>
        </li>
      ))}
    </ul>
  ));
  return (
    <section aria-labelledby="talents-occupations" className="app-landing__section">
      <h2 id="talents-occupations">{t('occupationsHeading')}</h2>
      <p className="muted talents__intro">{t('occupationsIntro')}</p>
      <Carousel id="categories" labelledBy="talents-occupations" pages={pages} labels={await carouselLabels()} />
    </section>
  );
}
