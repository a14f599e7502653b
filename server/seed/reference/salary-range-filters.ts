import type { LanguageCode } from '../../../lib/languages';
import { currencies, currencyCodeOf } from './currencies';
import { type SeedLabels, same } from './labels';
import type { RefItem } from './ref-item';

/**
 * Monthly salary filter bounds per currency. PHP follows core spec §5/§9 exactly (30K … 200K,
 * "Above 200K" up to 400K); the others use the same compact K/M keys and are scaled to where
 * local monthly pay actually sits, so a filter splits each market's jobs into useful bands
 * instead of lumping them into one.
 */
const breakpoints: Record<string, number[]> = {
  PHP: [30_000, 50_000, 80_000, 100_000, 150_000, 200_000],
  SGD: [3_000, 5_000, 7_000, 10_000, 15_000, 20_000],
  IDR: [5_000_000, 8_000_000, 12_000_000, 20_000_000, 30_000_000, 50_000_000],
  JPY: [200_000, 250_000, 300_000, 400_000, 500_000, 700_000],
  MYR: [2_500, 4_000, 6_000, 8_000, 12_000, 20_000],
  HKD: [15_000, 20_000, 30_000, 40_000, 60_000, 100_000],
  TWD: [30_000, 40_000, 50_000, 70_000, 100_000, 150_000],
  MOP: [15_000, 20_000, 30_000, 40_000, 60_000, 100_000],
  LKR: [50_000, 100_000, 150_000, 250_000, 400_000, 600_000],
  NGN: [100_000, 200_000, 400_000, 700_000, 1_000_000, 2_000_000],
  TRY: [25_000, 35_000, 50_000, 75_000, 100_000, 150_000],
  GBP: [2_000, 2_500, 3_500, 5_000, 7_000, 10_000],
  USD: [3_000, 4_000, 6_000, 8_000, 12_000, 20_000],
  BRL: [2_000, 3_500, 5_000, 8_000, 12_000, 20_000],
  AED: [5_000, 10_000, 15_000, 25_000, 40_000, 60_000],
  CAD: [3_000, 4_000, 6_000, 8_000, 10_000, 15_000],
  INR: [20_000, 40_000, 70_000, 100_000, 200_000, 400_000],
};

export const below: Record<LanguageCode, (amount: string) => string> = {
  en: (x) => `Below ${x}`,
  'zh-CN': (x) => `${x}以下`,
  'zh-TW': (x) => `${x}以下`,
  ja: (x) => `${x}以下`,
  es: (x) => `Menos de ${x}`,
  pt: (x) => `Abaixo de ${x}`,
  ms: (x) => `Kurang daripada ${x}`,
  id: (x) => `Di bawah ${x}`,
  tr: (x) => `${x} altı`,
  ar: (x) => `أقل من ${x}`,
};

export const above: Record<LanguageCode, (amount: string) => string> = {
  en: (x) => `Above ${x}`,
  'zh-CN': (x) => `${x}以上`,
  'zh-TW': (x) => `${x}以上`,
  ja: (x) => `${x}以上`,
  es: (x) => `Más de ${x}`,
  pt: (x) => `Acima de ${x}`,
  ms: (x) => `Lebih daripada ${x}`,
  id: (x) => `Di atas ${x}`,
  tr: (x) => `${x} üzeri`,
  ar: (x) => `أكثر من ${x}`,
};

/** 30000 → "30K", 2500 → "2.5K", 1000000 → "1M": the compact form the filter keys use. */
export function compactAmount(amount: number): string {
  if (amount >= 1_000_000) return `${trim(amount / 1_000_000)}M`;
  return `${trim(amount / 1_000)}K`;
}

function trim(value: number): string {
  return String(Number(value.toFixed(1)));
}

function labelsFrom(render: Record<LanguageCode, (amount: string) => string>, amount: string): SeedLabels {
  return Object.fromEntries(Object.entries(render).map(([code, fn]) => [code, fn(amount)])) as SeedLabels;
}

function filtersFor(currency: RefItem): RefItem[] {
  const code = currencyCodeOf(currency);
  const points = breakpoints[code];
  if (!points) throw new Error(`No salary filter breakpoints for ${code}`);
  const base = currency.id * 100;
  const first = points[0] as number;
  const last = points[points.length - 1] as number;
  const items: RefItem[] = [
    { id: base + 1, key: below.en(compactAmount(first)), labels: labelsFrom(below, compactAmount(first)), extra: { currency: code, from: 0, to: first } },
  ];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1] as number;
    const to = points[i] as number;
    const key = `${compactAmount(from)} - ${compactAmount(to)}`;
    items.push({ id: base + i + 1, key, labels: same(key), extra: { currency: code, from, to } });
  }
  items.push({
    id: base + points.length + 1,
    key: above.en(compactAmount(last)),
    labels: labelsFrom(above, compactAmount(last)),
    // Core spec §5: "Above 200K" runs to 400K; any other top band is open-ended.
    extra: { currency: code, from: last + 1, to: last === 200_000 ? 400_000 : null },
  });
  return items;
}

/**
 * Keys are the display strings ("30K - 50K") because that is what the web sends back as the
 * filter value; ids are `currency id × 100 + position` so they stay stable per currency.
 */
export const salaryRangeFilters: RefItem[] = currencies.flatMap(filtersFor);
