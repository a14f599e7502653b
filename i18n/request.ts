import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './catalogue';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates that depend on a country's time zone are formatted with it explicitly (dayjs).
    timeZone: 'UTC',
    messages: await loadMessages(locale),
  };
});
