import type { MarketProfile } from './markets';
import type { Random } from './random';
import type { AddressStyle } from './reference/locations';

const integerFormat = new Intl.NumberFormat('en-US');
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A street address written the way the country writes it. `city` is already localised. */
export function streetAddress(random: Random, style: AddressStyle, street: string, city: string): string {
  const n = random.int(1, 250);
  const floor = random.int(2, 38);
  const unit = String(random.int(1, 20)).padStart(2, '0');
  switch (style) {
    case 'unit':
      return `Unit ${floor}${unit}, ${n} ${street}, ${city}`;
    case 'hk':
      return `Room ${floor}${unit}, ${floor}/F, ${n} ${street}, ${city}`;
    case 'jp':
      return `${random.int(1, 6)}-${random.int(1, 20)}-${random.int(1, 15)} ${street}, ${city}`;
    case 'tw':
      return `${floor}F., No. ${n}, ${street}, ${city}`;
    case 'mo':
      return `${street}, n.º ${n}, ${floor}.º andar, ${city}`;
    case 'br':
      return `${street}, ${random.int(10, 3_000)}, conj. ${floor}${random.int(1, 4)} - ${city}`;
    case 'tr':
      return `${street} No: ${n} Kat: ${Math.min(floor, 20)}, ${city}`;
    case 'id':
      return random.chance(0.4) ? `${street} Kav. ${random.int(1, 90)}, ${city}` : `${street} No. ${n}, ${city}`;
    case 'ae':
      return `Office ${floor}${unit}, ${street}, ${city}`;
    case 'in':
      return `Plot ${n}, ${street}, ${city}`;
    case 'de':
      return `${street} ${n}, ${city}`;
    case 'us':
      return random.chance(0.4) ? `${n} ${street}, Suite ${floor}${unit}, ${city}` : `${n} ${street}, ${city}`;
    case 'western':
      return `${n} ${street}, ${city}`;
  }
}

/** Rounds to two significant figures, the way capital and pay are usually quoted. */
export function roundTo2(value: number, direction: 'nearest' | 'up' = 'nearest'): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return (direction === 'up' ? Math.ceil(value / step) : Math.round(value / step)) * step;
}

/** Registered (paid-up) capital in local currency, growing with the head-count band. */
export function registeredCapital(random: Random, currency: string, market: MarketProfile, sizeId: number): string {
  const usdRanges: [number, number][] = [
    [5e3, 5e4], [5e4, 5e5], [3e5, 3e6], [2e6, 1.5e7], [8e6, 5e7], [3e7, 3e8], [2e8, 2e9],
  ];
  const [min, max] = usdRanges[sizeId - 1] ?? [5e4, 5e5];
  const usd = Math.exp(random.float(Math.log(min), Math.log(max)));
  return `${currency} ${integerFormat.format(roundTo2(usd * market.perUsd))}`;
}

/** A day in the given year as YYYY-MM-DD (day ≤ 28, so every month is valid). */
export function isoDate(year: number, random: Random): string {
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

/** A ticker in the exchange's own format: letters, 4 digits, HKEX's zero-padded code, etc. */
function tickerFor(random: Random, style: MarketProfile['exchanges'][number]['symbol'], latinName: string): string {
  const letters = latinName
    .normalize('NFKD')
    .replace(/[^A-Za-z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const initials = letters.length > 1 ? letters.map((w) => w[0]).join('') : (letters[0] ?? 'CO').slice(0, 4);
  const word = initials.toUpperCase().slice(0, 4).padEnd(3, 'X');
  switch (style) {
    case 'digits':
      return String(random.int(1300, 9990));
    case 'hk':
      return String(random.int(1, 3999)).padStart(4, '0');
    case 'br':
      return `${word.padEnd(4, 'S').slice(0, 4)}${random.pick(['3', '4', '11'])}`;
    case 'lk':
      return `${word}.N0000`;
    case 'sg':
      return `${word[0]}${random.int(1, 99).toString().padStart(2, '0')}`;
    case 'letters':
      return word;
  }
}

export function ipoData(
  random: Random,
  market: MarketProfile,
  latinName: string,
  foundedYear: number,
  nowYear: number,
): { exchange: string; symbol: string; listedOn: string } {
  const exchange = random.pick(market.exchanges);
  const listedYear = random.int(Math.min(foundedYear + 5, nowYear - 1), nowYear - 1);
  return { exchange: exchange.name, symbol: tickerFor(random, exchange.symbol, latinName), listedOn: isoDate(listedYear, random) };
}

const roundSizesUsd: Record<string, [number, number]> = {
  angel: [1e5, 8e5],
  seed: [5e5, 4e6],
  'series-a': [3e6, 2e7],
  'series-b': [1.5e7, 6e7],
  'series-c': [4e7, 1.5e8],
  'series-d-plus': [1e8, 4e8],
};
const roundOrder = ['angel', 'seed', 'series-a', 'series-b', 'series-c', 'series-d-plus'];

/**
 * Rounds raised up to the company's current stage, oldest first. `round` is the financing
 * stage key so clients can label it in any language; startups raise in US dollars.
 */
export function fundingRounds(
  random: Random,
  stageKey: string,
  foundedYear: number,
  nowYear: number,
): { round: string; amount: string; date: string }[] {
  const last = roundOrder.indexOf(stageKey);
  if (last < 0) return [];
  const first = random.chance(0.5) ? 0 : 1;
  const rounds: { round: string; amount: string; date: string }[] = [];
  let year = foundedYear;
  for (let i = Math.min(first, last); i <= last; i++) {
    const round = roundOrder[i] as string;
    const [min, max] = roundSizesUsd[round] as [number, number];
    year = Math.min(nowYear - 1, year + (i === first ? random.int(0, 1) : random.int(1, 2)));
    const amount = roundTo2(Math.exp(random.float(Math.log(min), Math.log(max))));
    rounds.push({ round, amount: `USD ${compactFormat.format(amount)}`, date: isoDate(year, random) });
  }
  return rounds;
}
