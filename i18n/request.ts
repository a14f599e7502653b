import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { overlayMessages } from '@/lib/message-overlay';
import { runtimeTranslations } from '@/services/server-translations';
import { loadMessages } from './catalogue';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  // The bundled catalogue is the base; the translation provider's overrides replace strings it
  // has, never add any (docs/decisions/0037). A provider that is out leaves the bundled text.
  const [bundled, overrides] = await Promise.all([loadMessages(locale), runtimeTranslations(locale)]);
  return {
    locale,
    // Dates that depend on a country's time zone are formatted with it explicitly (dayjs).
    timeZone: 'UTC',
    messages: overlayMessages(bundled, overrides),
  };
});
