import type { Country } from '@/lib/countries';
import type { Language } from '@/lib/languages';
import type { NewsItem } from '@/lib/schemas/news';
import { type NewsArticle, newsArticles } from './articles';

export interface LatestNewsInput {
  country: Country;
  language: Language;
  size: number;
  now: Date;
}

/** The UTC day of an instant, as articles carry their publication day. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * GET /news/latest: the site's published news, newest first (ties: the later article first), in
 * the request's language. An article is published from the first instant of its day (UTC), and
 * one written for some sites shows on those sites only.
 */
export function latestNews(input: LatestNewsInput, articles: readonly NewsArticle[] = newsArticles): NewsItem[] {
  const today = dayOf(input.now);
  return articles
    .filter((article) => article.publishedOn <= today && (article.sites === null || article.sites.includes(input.country.key)))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id)
    .slice(0, input.size)
    .map((article) => ({
      id: article.id,
      key: article.key,
      title: article.title[input.language.code],
      summary: article.summary[input.language.code],
      published_on: article.publishedOn,
      path: article.path,
    }));
}
