import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/link';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <section className="status-page">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link href="/" className="button">
        {t('backHome')}
      </Link>
    </section>
  );
}
