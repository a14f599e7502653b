import type { TextLanguage } from './reference/labels';

/** How a country's job market looks, as far as the generated data is concerned. */
export interface MarketProfile {
  /** The language a share of jobs and companies is written in, and that share (0–1). */
  localText: { language: TextLanguage; share: number } | null;
  /** The spoken language a local job requires, and others that count as a plus (BCP 47). */
  spoken: { main: string; extra: string[] };
  /** Monthly pay of a mid-level (3–5 years) professional, in the local currency. */
  monthlyBase: number;
  /** The lowest monthly pay a real posting would show (minimum wage or market floor). */
  monthlyFloor: number;
  /** Where the statutory hourly minimum is above monthlyFloor / 173 (Taiwan). */
  hourlyFloor?: number;
  /** Monthly intern allowances as a share of the floor; 1 where interns must get the minimum wage. */
  internFloorShare: number;
  /** Share of salaried jobs quoted per year where annual figures are the norm. */
  annualShare: number;
  /** Annual pay in months of salary (Japan adds bonus months). */
  monthsPerYear: [number, number];
  /** Day rates are common for temporary work in these markets. */
  dailyRates: boolean;
  /** Share of jobs that are remote and hybrid; the rest are on-site. */
  remoteShare: number;
  hybridShare: number;
  /** Industries over-represented in the market (industry id → weight, default 1). */
  industryWeights: Record<number, number>;
  /** Benefits over- or under-represented in the market (benefit key → weight, default 1). */
  benefitWeights: Record<string, number>;
  /** Units of local currency per US dollar, for registered capital and funding. */
  perUsd: number;
  exchanges: { name: string; symbol: 'letters' | 'digits' | 'hk' | 'br' | 'lk' | 'sg' }[];
}

/**
 * Annual flight tickets are a Gulf custom and 13th-month pay a legal duty in only a few countries,
 * so both are off unless a market turns them on; stock options are rare outside startups.
 */
export const defaultBenefitWeights: Record<string, number> = { 'annual-flight-ticket': 0, '13th-month-pay': 0, 'stock-options': 0.3 };
