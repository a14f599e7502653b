import { getTranslations } from 'next-intl/server';
import { amountLocaleFor } from '@/lib/salary';
import type { SalaryInsight } from '@/lib/schemas/salary-insight';

/** An amount in the insight's currency, in the reader's number format, whole units. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(amountLocaleFor(locale, currency), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/**
 * The median and quartiles of a salary insight, or, for thin data, a sentence that says so and
 * no figure at all (docs/decisions/0075).
 */
export async function SalaryFigures({ insight, place, locale }: { insight: SalaryInsight; place: string; locale: string }) {
  const t = await getTranslations('SalaryInsight');
  if (insight.thin || insight.median === null || insight.p25 === null || insight.p75 === null) {
    return (
      <p className="salary-figures__thin" data-testid="salary-thin">
        {t('thin', { min: insight.min_count, title: insight.title.value, place })}
      </p>
    );
  }
  const amount = (value: number) => t('amount', { amount: formatAmount(value, insight.currency, locale), period: insight.period });
  return (
    <div className="salary-figures">
      <dl className="salary-figures__list">
        <div className="salary-figures__item salary-figures__item--median">
          <dt>{t('median')}</dt>
          <dd data-testid="salary-median">{amount(insight.median)}</dd>
        </div>
        <div className="salary-figures__item">
          <dt>{t('lower')}</dt>
          <dd>{amount(insight.p25)}</dd>
        </div>
        <div className="salary-figures__item">
          <dt>{t('upper')}</dt>
          <dd>{amount(insight.p75)}</dd>
        </div>
      </dl>
      <p className="salary-figures__note">{t('basedOn', { count: insight.count, currency: insight.currency })}</p>
    </div>
  );
}
