import type { MarketProfile } from './markets';
import type { Random } from './random';
import { jobBenefits } from './reference/job-lists';
import type { TextLanguage } from './reference/labels';

/**
 * Benefits as their labels in the text's language, weighted by what the market offers (13th-month
 * pay in the Philippines, housing and flights in the UAE, meal vouchers in Brazil, …).
 */
export function pickBenefits(
  random: Random,
  market: MarketProfile,
  language: TextLanguage,
  count: number,
  options: { remote: boolean; startup: boolean },
): string[] {
  const pool: [string, number][] = [];
  for (const benefit of jobBenefits) {
    let weight = market.benefitWeights[benefit.key] ?? 1;
    if (benefit.key === 'work-from-home' && !options.remote) weight = 0;
    if (benefit.key === 'stock-options' && !options.startup) weight *= 0.2;
    if (weight > 0) pool.push([benefit.labels[language], weight]);
  }
  const picked: string[] = [];
  while (picked.length < count && pool.length > 0) {
    const label = random.weighted(pool);
    picked.push(label);
    pool.splice(
      pool.findIndex(([l]) => l === label),
      1,
    );
  }
  return picked;
}
