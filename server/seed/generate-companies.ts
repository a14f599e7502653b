import type { CountryKey } from '../../lib/countries';
import type { LanguageCode } from '../../lib/languages';
import type { companies } from '../db/schema';
import type { AboutInput } from './about';
import { pickBenefits } from './benefits';
import { fundingRounds, ipoData, isoDate, registeredCapital, streetAddress } from './company-facts';
import { companyName, companyWebsite } from './company-names';
import { registrationIds } from './company-registration';
import { type PersonName, pickPersonName } from './names/people';
import type { Random } from './random';
import type { TextLanguage } from './reference/labels';
import type { PlacedLocation } from './reference/locations';
import { type CountryContext, refs } from './seed-context';
import { type CompanyTextContext, formatCount, textPacks } from './text';

export type CompanyRow = typeof companies.$inferInsert;

/** What job generation needs to remember about a company once its row is written. */
export interface CompanyProfile {
  industryId: number;
  sizeId: number;
  language: TextLanguage;
  name: string;
  /** Romanised name, used when a job is written in another script than the company's. */
  latinName: string;
  location: PlacedLocation;
  startup: boolean;
  /** Relative share of the country's jobs this company posts. */
  jobWeight: number;
}

const sizeWeights: [number, number][] = [[1, 10], [2, 24], [3, 26], [4, 16], [5, 10], [6, 9], [7, 5]];
/** Bigger employers post more jobs; a band-7 company posts ~25× what a 10-person firm does. */
const jobsBySize = [0, 1, 2, 4, 7, 10, 16, 25];
const headcountBySize: [number, number][] = [[0, 0], [3, 10], [11, 50], [51, 200], [201, 500], [501, 1000], [1001, 5000], [5001, 60000]];
const logoColors = [
  '#0F766E', '#1D4ED8', '#7C3AED', '#BE123C', '#C2410C', '#15803D', '#0369A1', '#A21CAF',
  '#B45309', '#334155', '#DC2626', '#0891B2', '#4F46E5', '#65A30D', '#9333EA', '#E11D48',
  '#047857', '#1E40AF', '#92400E', '#0E7490', '#6D28D9', '#166534', '#9F1239', '#075985',
];

function financingStage(random: Random, sizeId: number): string | null {
  if (random.chance(0.08)) return null;
  if (sizeId >= 6) return random.weighted([['listed', 35], ['bootstrapped', 40], ['series-d-plus', 25]] as const);
  if (sizeId === 5) return random.weighted([['listed', 12], ['bootstrapped', 55], ['series-c', 18], ['series-d-plus', 15]] as const);
  if (sizeId >= 3) return random.weighted([['bootstrapped', 55], ['series-a', 15], ['series-b', 20], ['series-c', 10]] as const);
  return random.weighted([['bootstrapped', 50], ['angel', 15], ['seed', 25], ['series-a', 10]] as const);
}

/** Industries that did not exist in their current form before these years. */
const industrySince: Record<number, number> = { 1: 1985, 4: 1995, 5: 1999, 17: 1985 };

function foundedYear(random: Random, stage: string | null, industryId: number, nowYear: number): number {
  const earliest = (from: number) => Math.max(from, industrySince[industryId] ?? from);
  if (stage === 'listed') return random.int(earliest(1950), nowYear - 12);
  if (stage === 'series-d-plus') return random.int(nowYear - 16, nowYear - 6);
  if (stage && stage !== 'bootstrapped') return random.int(nowYear - 10, nowYear - 2);
  return random.int(earliest(1970), nowYear - 2);
}

/** Registered addresses are written in the country's official language where it uses Latin script. */
const addressLanguage: Partial<Record<CountryKey, LanguageCode>> = { tr: 'tr', br: 'pt', mo: 'pt', id: 'id' };

/** The company's self-description and culture, in its own language. */
function companyTexts(random: Random, language: TextLanguage, facts: CompanyTextContext): { description: string; culture: string } {
  const pack = textPacks[language];
  const gap = pack.sentenceGap;
  const description = [random.pick(pack.company.opening)(facts), random.pick(pack.company.size)(facts), random.pick(pack.company.mission)];
  return { description: description.join(gap), culture: random.sample(pack.company.culture, random.int(2, 3)).join(gap) };
}

/** One company row in the country's style, plus the profile its jobs are generated from. */
export function generateCompany(
  random: Random,
  context: CountryContext,
  usedNames: Set<string>,
  usedSites: Set<string>,
): { row: CompanyRow; profile: CompanyProfile; ceo: PersonName; about: Omit<AboutInput, 'row'> } {
  const { market, now, country } = context;
  const nowYear = now.getUTCFullYear();
  const industryId = random.weighted(context.industryWeights);
  const sizeId = random.weighted(sizeWeights);
  const language: TextLanguage = market.localText && random.chance(market.localText.share) ? market.localText.language : 'en';
  const location = random.weighted(context.locationWeights);
  const stage = financingStage(random, sizeId);
  const listed = stage === 'listed';
  const startup = stage !== null && !['listed', 'bootstrapped'].includes(stage);
  const founded = foundedYear(random, stage, industryId, nowYear);
  const naming = companyName(random, context, { language, industryId, sizeId, listed, location }, usedNames);
  const [minHeadcount, maxHeadcount] = headcountBySize[sizeId] as [number, number];
  const headcount = random.int(minHeadcount, maxHeadcount);
  const { description, culture } = companyTexts(random, language, {
    name: naming.name,
    city: location.labels[language],
    industry: refs.industries.get(industryId)?.labels[language] ?? '',
    foundedYear: founded,
    headcount: formatCount(language, headcount),
  });
  const ceo = pickPersonName(random, country.key, language);
  const addressCity = location.labels[addressLanguage[country.key] ?? 'en'];
  const ageDays = Math.min(1500, Math.max(30, (nowYear - founded) * 365));

  const row: CompanyRow = {
    countryKey: country.key,
    name: naming.name,
    legalName: naming.legalName,
    description,
    logoColor: random.pick(logoColors),
    industryId,
    companySizeId: sizeId,
    financingStageId: stage ? (refs.financingStages.get(stage)?.id ?? null) : null,
    locationId: location.id,
    website: companyWebsite(naming.latinName, country.key, usedSites),
    foundedOn: isoDate(founded, random),
    registeredCapital: registeredCapital(random, context.currency, market, sizeId),
    registeredAddress: streetAddress(random, location.addressStyle ?? context.addressStyle, random.pick(location.streets), addressCity),
    ...registrationIds(random, country.key, { foundedYear: founded, listed, regionSeo: context.regionSeoById.get(location.regionId) ?? '' }),
    ipo: listed ? ipoData(random, market, naming.latinName, founded, nowYear) : null,
    fundingRounds: startup && stage ? fundingRounds(random, stage, founded, nowYear) : null,
    ceo: ceo.fullName,
    culture,
    benefits: pickBenefits(random, market, language, random.int(4, 7), { remote: random.chance(0.5), startup }),
    verificationStatus: random.weighted([['verified', 72], ['pending', 15], ['unclaimed', 13]] as const),
    // When the employer joined the platform: within the last four years, never before founding.
    createdAt: new Date(now.getTime() - random.int(30, ageDays) * 86_400_000 - random.int(0, 86_399) * 1000),
  };
  const profile: CompanyProfile = {
    industryId,
    sizeId,
    language,
    name: naming.name,
    latinName: naming.latinName,
    location,
    startup,
    jobWeight: (jobsBySize[sizeId] ?? 1) * random.float(0.5, 1.5),
  };
  return { row, profile, ceo, about: { language, industryId, sizeId, startup, location, brand: naming.brand, headcount, addressCity } };
}
