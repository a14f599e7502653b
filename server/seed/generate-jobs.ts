import { type CountryKey, countryKeys } from '../../lib/countries';
import type { jobs } from '../db/schema';
import { pickBenefits } from './benefits';
import type { CompanyProfile } from './generate-companies';
import { generateSalary } from './generate-salary';
import { coreFunctions, functionProfiles, hiresFor, isOnsiteOnly, isSeniorPost, universalFunctions } from './function-profiles';
import { jobDescription, jobRequirements, jobTitle } from './job-text';
import type { Random } from './random';
import type { TextLanguage } from './reference/labels';
import type { JobFunctionNode } from './reference/job-functions';
import { type CountryContext, mainFunctions, refs } from './seed-context';
import { textPacks, utcOffsetLabel } from './text';
import { japanDetails } from './text/japan-details';
import { pickSkills } from './text/skills';
import { dayjs } from '../../lib/dayjs';

export type JobRow = typeof jobs.$inferInsert;

/** A company as jobs see it: its profile plus the ids its rows received. */
export interface PostingCompany extends CompanyProfile {
  id: number;
  recruiterIds: number[];
}

const nonLatinScripts: TextLanguage[] = ['ja', 'zh-TW', 'ar'];
const universalWeights = universalFunctions.map((id) => [id, functionProfiles[id]?.weight ?? 1] as [number, number]);
/** Markets a remote job is often opened to together, because of time zones and payroll. */
const remoteGroups: CountryKey[][] = [['ph', 'sg', 'id', 'my'], ['hk', 'tw', 'mo', 'jp'], ['us', 'ca'], ['gb', 'tr', 'ae'], ['in', 'lk'], ['ng', 'gb'], ['br']];
const internationalTimeZones: [string, number][] = [['UTC', 3], ['America/New_York', 3], ['America/Los_Angeles', 2], ['Europe/London', 2], ['Europe/Berlin', 2], ['Asia/Singapore', 2], ['Asia/Tokyo', 1]];

/** The spoken language (BCP 47) a job in a given text language asks for. */
function spokenFor(context: CountryContext, language: TextLanguage): string {
  if (language === 'en') return 'en';
  return context.market.spoken.main === 'en' ? language : context.market.spoken.main;
}

function openTo(random: Random, countryKey: CountryKey): NonNullable<JobRow['openTo']> {
  const others = countryKeys.filter((key) => key !== 'com');
  if (countryKey === 'com') {
    if (random.chance(0.6)) return { worldwide: true, countries: [], closed: random.chance(0.15) ? random.sample(others, random.int(1, 2)).sort() : [] };
    return { worldwide: false, countries: random.sample(others, random.int(2, 6)).sort(), closed: [] };
  }
  const group = remoteGroups.find((g) => g.includes(countryKey)) ?? [countryKey];
  const countries = random.chance(0.75) ? [countryKey] : [countryKey, ...random.sample(group.filter((k) => k !== countryKey), random.int(1, 3))];
  return { worldwide: false, countries: countries.sort(), closed: [] };
}

function postingDates(random: Random, now: Date): Pick<JobRow, 'postedAt' | 'expiresAt' | 'status' | 'updatedAt'> {
  // Skewed towards recent postings, as on a live board where old jobs get closed or expire. Ages
  // are drawn in milliseconds, so the seed's dates fall at any time of day.
  const ageMs = Math.floor(dayjs.duration(60, 'day').asMilliseconds() * random.next() ** 1.35);
  const postedAt = dayjs(now).subtract(ageMs, 'ms').toDate();
  const status = random.weighted([['active', 92], ['on_hold', 3], ['closed', 5]] as const);
  const ageDays = Math.ceil(dayjs.duration(ageMs).asDays());
  // Open jobs must still be running; closed ones may already have expired.
  const days = status === 'closed' ? random.int(30, 90) : random.int(Math.max(30, ageDays + 1), 90);
  return {
    postedAt,
    expiresAt: dayjs.utc(postedAt).add(days, 'day').toDate(),
    status,
    updatedAt: dayjs(postedAt).add(random.int(0, Math.min(ageMs, dayjs.duration(5, 'day').asMilliseconds())), 'ms').toDate(),
  };
}

/** Main function, sub-function and title: mostly the employer's core work, otherwise universal roles. */
function pickFunction(random: Random, industryId: number): { main: JobFunctionNode; sub: JobFunctionNode; title: JobFunctionNode } {
  const core = coreFunctions[industryId];
  const main = mainFunctions.get(core && random.chance(0.7) ? random.pick(core) : random.weighted(universalWeights));
  if (!main) throw new Error('Job function taxonomy has no such main function');
  const subs = main.children.filter((node) => hiresFor(node.id, industryId));
  const sub = random.pick(subs.length > 0 ? subs : main.children);
  const titles = sub.children.filter((node) => hiresFor(node.id, industryId));
  return { main, sub, title: random.pick(titles.length > 0 ? titles : sub.children) };
}

/** Employment type, experience level and education, consistent with the title's seniority. */
function pickTerms(random: Random, countryKey: CountryKey, mainId: number, titleSeo: string) {
  const senior = isSeniorPost(titleSeo);
  const jobTypeKey = senior
    ? random.weighted([['full-time', 90], ['contract', 8], ['freelance', 2]] as const)
    : random.weighted([
        ['full-time', 75],
        ['part-time', mainId === 1000 ? 20 : 7],
        ['contract', countryKey === 'com' ? 12 : mainId === 200 ? 10 : 6],
        ['temporary', mainId === 1000 || mainId === 1100 ? 6 : 2],
        ['internship', 5],
        ['freelance', countryKey === 'com' || mainId === 700 ? 7 : 2],
      ] as const);
  const xpId =
    jobTypeKey === 'internship'
      ? 1
      : senior
        ? random.weighted([[3, 10], [4, 35], [5, 40], [6, 15]] as const)
        : random.weighted([[1, 8], [2, 10], [3, 30], [4, 26], [5, 18], [6, 8]] as const);
  const degreeId = /general-practitioner|dentist/.test(titleSeo)
    ? 7
    : titleSeo === 'lecturer'
      ? random.weighted([[6, 60], [7, 40]] as const)
      : random.weighted(functionProfiles[mainId]?.degrees ?? [[5, 1]]);
  return { jobTypeKey, xpId, degreeId };
}

/** On-site, hybrid or remote, and where: fully remote jobs may have no location at all. */
function pickWorkplace(random: Random, context: CountryContext, company: PostingCompany, remoteFactor: number) {
  const { market, country } = context;
  const pRemote = Math.min(0.95, market.remoteShare * remoteFactor);
  const pHybrid = remoteFactor === 0 ? 0 : Math.min(1 - pRemote, market.hybridShare * Math.min(remoteFactor, 1.5));
  const roll = random.next();
  const workArrangement = roll < pRemote ? 'remote' : roll < pRemote + pHybrid ? 'hybrid' : 'onsite';
  if (workArrangement === 'remote') {
    return { workArrangement, location: country.key === 'com' || random.chance(0.65) ? null : company.location };
  }
  return { workArrangement, location: random.chance(0.55) ? company.location : random.weighted(context.locationWeights) };
}

export function generateJob(random: Random, context: CountryContext, company: PostingCompany): JobRow {
  const { market, country } = context;
  const { main, sub, title } = pickFunction(random, company.industryId);
  const profile = functionProfiles[main.id];
  const { jobTypeKey, xpId, degreeId } = pickTerms(random, country.key, main.id, title.seoValue);
  const remoteFactor = isOnsiteOnly(sub.id, title.seoValue) ? 0 : (profile?.remoteFactor ?? 1);
  const { workArrangement, location } = pickWorkplace(random, context, company, remoteFactor);
  const remote = workArrangement === 'remote';

  // Most jobs are written in the company's own language; some switch to the other one.
  const local = market.localText?.language;
  const language: TextLanguage = !local ? 'en' : random.chance(0.85) ? company.language : company.language === 'en' ? local : 'en';
  const pack = textPacks[language];
  const companyName = language === company.language || !nonLatinScripts.includes(company.language) ? company.name : company.latinName;
  const salary = generateSalary(random, context, { jobTypeKey, mainId: main.id, titleSeo: title.seoValue, xpId });
  const titleText = jobTitle(random, pack, { label: title.labels[language], seoValue: title.seoValue, mainId: main.id, xpId, jobTypeKey });
  const { specific, soft, inSentence } = pickSkills(random, language, title.id, sub.id);
  const timezone = remote ? (country.key === 'com' ? random.weighted(internationalTimeZones) : country.timeZone) : null;
  const spokenRequired = spokenFor(context, language);
  const spokenPlus = language === 'en' ? (spokenRequired === market.spoken.main ? random.pick(market.spoken.extra) : market.spoken.main) : 'en';
  const mentionLanguages = remote || random.chance(0.6);
  const textContext = {
    title: titleText,
    company: companyName,
    city: location && !remote ? location.labels[language] : null,
    industry: refs.industries.get(company.industryId)?.labels[language] ?? '',
    teamSize: random.int(3, 25),
    hybrid: workArrangement === 'hybrid',
  };

  return {
    countryKey: country.key,
    companyId: company.id,
    recruiterId: random.pick(company.recruiterIds),
    title: titleText,
    language,
    description: jobDescription(random, pack, textContext, { main: main.id, sub: sub.id }),
    requirements: jobRequirements(random, pack, {
      degreeId,
      degreeLabel: refs.degrees.get(degreeId)?.labels[language] ?? '',
      xpId,
      xpLabel: refs.xpLevels.get(xpId)?.labels[language] ?? '',
      skills: inSentence,
      spokenRequired: mentionLanguages ? spokenRequired : null,
      spokenPlus: mentionLanguages && random.chance(0.45) ? spokenPlus : null,
      remoteOffset: timezone ? utcOffsetLabel(timezone, context.now) : null,
    }),
    skills: [...specific, ...soft],
    benefits: pickBenefits(random, market, language, random.int(3, 6), { remote: workArrangement !== 'onsite', startup: company.startup }),
    mainFunctionId: main.id,
    jobFunctionId: sub.id,
    functionTitleId: title.id,
    industryId: company.industryId,
    jobTypeId: refs.jobTypes.get(jobTypeKey)?.id ?? 1,
    xpLvlId: xpId,
    degreeId,
    ...salary,
    currency: context.currency,
    workArrangement,
    locationId: location?.id ?? null,
    isUrgent: random.chance(0.1),
    openTo: remote ? openTo(random, country.key) : null,
    timezone,
    languageRequirement: remote ? spokenRequired : null,
    japanDetails: country.key === 'jp' ? japanDetails(random, language === 'ja' ? 'ja' : 'en', jobTypeKey, profile?.shifts ?? false) : null,
    ...postingDates(random, context.now),
  };
}

/** Picks the posting company in O(log n), weighted by each company's share of jobs. */
export class CompanyPicker {
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(private readonly companies: PostingCompany[]) {
    for (const company of companies) {
      this.total += company.jobWeight;
      this.cumulative.push(this.total);
    }
  }

  pick(random: Random): PostingCompany {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return this.companies[low] as PostingCompany;
  }
}
