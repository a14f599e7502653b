import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from '@/components/ui/carousel';

/** The carousels' words in the page's language. */
export async function carouselLabels(): Promise<CarouselLabels> {
  const t = await getTranslations('TalentsLanding.carousel');
  return {
    carousel: t('carousel'),
    slide: t('slide'),
    previous: t('previous'),
    next: t('next'),
    position: (current, total) => t('position', { current, total }),
  };
}
