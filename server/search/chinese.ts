import * as OpenCC from 'opencc-js';

/**
 * The same Chinese term in the other script: job text is written in traditional characters
 * (Taiwan, Hong Kong, Macau) and people type simplified, or the other way round. OpenCC's
 * phrase tables convert words, not only characters (软件 → 軟體 in Taiwan, 軟件 in Hong Kong).
 */
const toTaiwan = OpenCC.Converter({ from: 'cn', to: 'twp' });
const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toSimplified = OpenCC.Converter({ from: 'twp', to: 'cn' });
const hkToSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** The term and its forms in the other scripts, the term itself first, without repeats. */
export function chineseVariants(term: string): string[] {
  const simplified = toSimplified(term);
  return [...new Set([term, toTaiwan(term), toHongKong(term), simplified, hkToSimplified(term), toTaiwan(simplified)])];
}
