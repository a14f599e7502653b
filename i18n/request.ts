import { getRequestConfig } from 'next-intl/server';
import { overlayMessages } from '@/lib/message-overlay';
import { isSiteLocale, languageSlugOf } from '@/lib/site-locale';
import { runtimeTranslations } from '@/services/server-translations';
import { loadMessages } from './catalogue';

export default getRequestConfig(async ({ requestLocale }) => {
  // A page asks for its site's locale (lib/site-locale.ts): the language's slug, or a tag such
  // as `en-IN` where the country writes that language's numbers its own way.
  const requested = await requestLocale;
  const locale = isSiteLocale(requested) ? requested : languageSlugOf(requested);
  const language = languageSlugOf(locale);
  // The bundled catalogue is the base; the translation provider's overrides replace strings it
  // has, never add any (docs/decisions/0037). A provider that is out leaves the bundled text.
  const [bundled, overrides] = await Promise.all([loadMessages(language), runtimeTranslations(language)]);
  return {
    locale,
    // Dates that depend on a country's time zone are formatted with it explicitly (dayjs).
    timeZone: 'UTC',
    messages: overlayMessages(bundled, overrides),
  };
});
