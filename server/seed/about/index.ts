import { albumPaletteCount, albumPhotoUrl, albumScenes } from '../../domain/company-album';
import type { companies } from '../../db/schema';
import { streetAddress } from '../company-facts';
import type { Random } from '../random';
import type { TextLanguage } from '../reference/labels';
import type { PlacedLocation } from '../reference/locations';
import type { CountryContext } from '../seed-context';
import { formatCount } from '../text';
import { ar } from './ar';
import { companyEmail, companyPhone, registeredCountryOf } from './contact';
import { en } from './en';
import { id } from './id';
import { ja } from './ja';
import { pt } from './pt';
import { tr } from './tr';
import type { AboutPack, NewsContext, NewsKind } from './types';
import { zhTW } from './zh-tw';
import { dayjs } from '../../../lib/dayjs';

const packs: Record<TextLanguage, AboutPack> = { en, ja, 'zh-TW': zhTW, id, pt, tr, ar };

type CompanyRow = typeof companies.$inferInsert;
export type CompanyAbout = Pick<
  CompanyRow,
  | 'phone'
  | 'email'
  | 'officeAddress'
  | 'latitude'
  | 'longitude'
  | 'brands'
  | 'news'
  | 'employeesNumber'
  | 'averageAge'
  | 'registeredCountry'
  | 'photos'
>;

export interface AboutInput {
  row: CompanyRow;
  language: TextLanguage;
  industryId: number;
  sizeId: number;
  startup: boolean;
  location: PlacedLocation;
  brand: { local: string; latin: string };
  /** The head count the company's description states. */
  headcount: number;
  /** The city as the country's addresses write it. */
  addressCity: string;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Industries whose people are younger on average (tech, online retail, media, outsourcing). */
const youngIndustries = new Set([1, 4, 5, 18]);
/** … and older (factories, building, energy, logistics, utilities). */
const olderIndustries = new Set([7, 9, 14, 19]);

function averageAge(random: Random, input: AboutInput, countryKey: string): number {
  let [low, high] = youngIndustries.has(input.industryId) ? [26.5, 32] : olderIndustries.has(input.industryId) ? [33, 41] : [29, 37];
  if (input.startup) [low, high] = [low - 2, high - 3];
  // Japan's workforce is the oldest of the markets.
  if (countryKey === 'jp') [low, high] = [low + 5, high + 6];
  return Math.round(random.float(low, high) * 10) / 10;
}

/** A day within the last `months` months, never in the future. */
function recentDay(random: Random, now: Date, months: number): Date {
  return dayjs.utc(now).subtract(random.int(3, months * 30), 'day').toDate();
}

function news(random: Random, input: AboutInput, context: CountryContext, products: { name: string; description: string }[]) {
  const pack = packs[input.language];
  const now = context.now;
  const founded = input.row.foundedOn ?? `${now.getUTCFullYear() - 10}-01-01`;
  const foundedYear = Number(founded.slice(0, 4));
  const base: NewsContext = {
    company: input.row.name,
    city: input.location.labels[input.language],
    year: now.getUTCFullYear(),
    years: 0,
    foundedYear,
    count: '',
    product: '',
    productDescription: '',
    round: '',
    amount: '',
  };
  const items: { kind: NewsKind; on: Date; context: NewsContext }[] = [];
  // Facts the company already has make its news: a round it raised, an anniversary it reached.
  const lastRound = (input.row.fundingRounds ?? []).at(-1);
  if (lastRound && dayjs.utc(now).subtract(730, 'day').isBefore(lastRound.date) && lastRound.round in pack.rounds) {
    const round = pack.rounds[lastRound.round as keyof AboutPack['rounds']];
    items.push({ kind: 'funding', on: new Date(`${lastRound.date}T00:00:00Z`), context: { ...base, round, amount: lastRound.amount } });
  }
  const age = now.getUTCFullYear() - foundedYear;
  const years = age - (age % 5);
  const anniversary = new Date(`${foundedYear + years}${founded.slice(4)}T00:00:00Z`);
  if (years >= 5 && anniversary <= now && dayjs.utc(now).subtract(700, 'day').isBefore(anniversary) && random.chance(0.7)) {
    items.push({ kind: 'anniversary', on: anniversary, context: { ...base, years } });
  }
  const product = products.length > 0 && random.chance(0.6) ? random.pick(products) : null;
  if (product) {
    items.push({ kind: 'launch', on: recentDay(random, now, 20), context: { ...base, product: product.name, productDescription: product.description } });
  }
  const others: NewsKind[] = random.sample(['office', 'hiring', 'award', 'community'] as const, random.int(0, 3));
  for (const kind of others) {
    const on = recentDay(random, now, 24);
    const hires = Math.round(input.headcount * random.float(0.08, 0.3));
    // A small team's few hires are no news (and Arabic counts above ten with a singular noun).
    if (kind === 'hiring' && hires <= 10) continue;
    const count = formatCount(input.language, hires > 50 ? Math.round(hires / 5) * 5 : hires);
    items.push({ kind, on, context: { ...base, year: kind === 'award' ? on.getUTCFullYear() : base.year, count } });
  }
  return items
    .sort((a, b) => b.on.getTime() - a.on.getTime())
    .slice(0, 4)
    .map(({ kind, on, context: c }) => ({ title: pack.news[kind].title(c), summary: pack.news[kind].summary(c), publishedOn: isoDay(on) }));
}

/**
 * The About parts of a seeded company (platform spec §2 Company detail): contact, office with its
 * map point, brands or products, news, album, head count, average age and registered country,
 * in the company's own language. Not every company gives every part. Drawn from a stream of its
 * own, so the companies, recruiters and jobs seeded before these parts existed stay the same.
 */
export function generateCompanyAbout(random: Random, context: CountryContext, input: AboutInput): CompanyAbout {
  const { row, location } = input;
  const registeredCountry = registeredCountryOf(context.country.key, context.country.region, location);
  const lines = packs[input.language].products[input.industryId] ?? [];
  const brands =
    lines.length > 0 && random.chance(0.65)
      ? random.sample(lines, random.int(1, lines.length)).map((line) => ({ name: line.name(input.brand), description: line.description }))
      : [];
  const office = random.weighted([['registered', 55], ['elsewhere', 35], ['none', 10]] as const);
  const officeAddress =
    office === 'registered'
      ? (row.registeredAddress ?? null)
      : office === 'elsewhere'
        ? streetAddress(random, location.addressStyle ?? context.addressStyle, random.pick(location.streets), input.addressCity)
        : null;
  // One palette per company: its pictures show the same rooms.
  const palette = random.int(0, albumPaletteCount - 1);
  const photos = random.chance(0.55) ? random.sample(albumScenes, random.int(3, 6)).map((scene) => albumPhotoUrl(scene, palette)) : [];
  return {
    phone: random.chance(0.8) ? companyPhone(random, registeredCountry) : null,
    email: random.chance(0.85) ? companyEmail(random, row.website) : null,
    officeAddress,
    // The map opens at the city's own point: the seed knows cities, not buildings.
    latitude: officeAddress ? location.latitude : null,
    longitude: officeAddress ? location.longitude : null,
    brands,
    news: random.chance(0.7) ? news(random, input, context, brands) : [],
    employeesNumber: random.chance(0.85) ? input.headcount : null,
    averageAge: random.chance(0.65) ? averageAge(random, input, context.country.key) : null,
    registeredCountry,
    photos,
  };
}
