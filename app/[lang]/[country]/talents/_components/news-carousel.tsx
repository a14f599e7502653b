import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/components/ui/carousel';
import type { Language } from '@/lib/languages';
import type { NewsItem } from '@/lib/schemas/news';
import { carouselPages } from '@/lib/talents-landing';
import { carouselLabels } from './carousel-labels';

const perPage = 3;

/** The site's news from the platform (GET /news/latest) as a carousel of dated cards; null: it could not be read. */
export async function NewsCarousel({ language, news }: { language: Language; news: NewsItem[] | null }) {
  const t = await getTranslations('TalentsLanding');
  // A publication day is a calendar day (UTC), shown as such in the reader's language.
  const day = new Intl.DateTimeFormat(language.intl, { dateStyle: 'long', timeZone: 'UTC' });
  const pages = carouselPages(news ?? [], perPage).map((page) => (
    <ul key={page[0]?.id} className="talents__cards talents__cards--three">
      {page.map((item) => (
        <li key={item.id} className="talents__card talents__news">
          <time dateTime={item.published_on}>{day.format(new Date(`${item.published_on}T00:00:00Z`))}</time>
          <h3>{item.path ? <a href={`/${language.slug}${item.path}`}>{item.title}</a> : item.title}</h3>
          <p>{item.summary}</p>
        </li>
      ))}
    </ul>
  ));
  return (
    <section aria-labelledby="talents-news" className="app-landing__section">
      <h2 id="talents-news">{t('newsHeading')}</h2>
      <p className="muted talents__intro">{t('newsIntro')}</p>
      {news === null ? (
        <p>{t('newsUnavailable')}</p>
      ) : pages.length === 0 ? (
        <p>{t('noNews')}</p>
      ) : (
        <Carousel id="news" labelledBy="talents-news" pages={pages} labels={await carouselLabels()} />
      )}
    </section>
  );
}
