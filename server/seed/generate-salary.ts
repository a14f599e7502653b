import { roundTo2 } from './company-facts';
import { experienceCeiling, functionProfiles, titlePayFactor } from './function-profiles';
import type { Random } from './random';
import type { CountryContext } from './seed-context';

export type SalaryType = 'hourly' | 'daily' | 'monthly' | 'annually' | 'negotiable' | 'unpaid';

export interface Salary {
  salaryType: SalaryType;
  salaryFrom: number | null;
  salaryTo: number | null;
}

/** Pay relative to the 3–5-year level, by experience level id 1…6. */
const xpFactors = [0, 0.62, 0.72, 0.86, 1, 1.25, 1.5];
const hoursPerMonth = 173;
const daysPerMonth = 22;

function salaryType(random: Random, context: CountryContext, jobTypeKey: string, mainId: number): SalaryType {
  const { market } = context;
  const hourlyCountry = market.annualShare >= 0.5 || context.country.key === 'jp';
  switch (jobTypeKey) {
    case 'part-time':
      return random.weighted([['hourly', 70], ['monthly', 30]] as const);
    case 'temporary':
      return market.dailyRates
        ? random.weighted([['daily', 45], ['hourly', 35], ['monthly', 20]] as const)
        : random.weighted([['hourly', 65], ['monthly', 35]] as const);
    case 'freelance':
      return random.weighted([['hourly', 55], ['monthly', 30], ['daily', 15]] as const);
    case 'internship':
      return hourlyCountry && random.chance(0.5) ? 'hourly' : 'monthly';
    default:
      // Shop-floor, kitchen and warehouse jobs are paid by the hour where hourly pay is the norm.
      if (hourlyCountry && (mainId === 1000 || mainId === 1100) && random.chance(0.45)) return 'hourly';
      return random.chance(market.annualShare) ? 'annually' : 'monthly';
  }
}

/**
 * A salary range in the country's currency for the job's function, title, experience and pay
 * period: ~8 % negotiable without a range, and a fifth of internships unpaid (~1 % overall).
 */
export function generateSalary(
  random: Random,
  context: CountryContext,
  job: { jobTypeKey: string; mainId: number; titleSeo: string; xpId: number },
): Salary {
  if (job.jobTypeKey === 'internship' && random.chance(0.2)) return { salaryType: 'unpaid', salaryFrom: null, salaryTo: null };
  if (random.chance(0.08)) return { salaryType: 'negotiable', salaryFrom: null, salaryTo: null };

  const { market } = context;
  const type = salaryType(random, context, job.jobTypeKey, job.mainId);
  const intern = job.jobTypeKey === 'internship';
  // Monthly intern allowances may sit below the wage floor where the law allows it; hourly pay may not.
  const monthly = Math.max(
    market.monthlyFloor * (intern && type === 'monthly' ? market.internFloorShare : 1),
    type === 'hourly' && market.hourlyFloor ? market.hourlyFloor * hoursPerMonth : 0,
    market.monthlyBase *
      (functionProfiles[job.mainId]?.payFactor ?? 1) *
      titlePayFactor(job.titleSeo) *
      Math.min(xpFactors[job.xpId] ?? 1, experienceCeiling(job.titleSeo)) *
      (intern ? 0.55 : 1) *
      random.float(0.9, 1.12),
  );
  const perPeriod =
    type === 'annually'
      ? monthly * random.int(market.monthsPerYear[0], market.monthsPerYear[1])
      : type === 'hourly'
        ? monthly / hoursPerMonth
        : type === 'daily'
          ? monthly / daysPerMonth
          : monthly;
  const from = roundTo2(perPeriod, 'up');
  const to = Math.max(roundTo2(from * random.float(1.15, 1.5)), from + roundTo2(from * 0.1, 'up'));
  return { salaryType: type, salaryFrom: from, salaryTo: to };
}
