import type { recruiters } from '../db/schema';
import type { CompanyProfile } from './generate-companies';
import { type PersonName, pickPersonName } from './names/people';
import type { Random } from './random';
import type { CountryContext } from './seed-context';
import { textPacks } from './text';
import { dayjs } from '../../lib/dayjs';

export type RecruiterRow = typeof recruiters.$inferInsert;

/**
 * Minutes since the recruiter was last active, spread so every reply-activity label of spec §3
 * occurs: replied minutes ago, active today, within 3 days, within 7 days, and long inactive.
 */
function minutesSinceActive(random: Random): number {
  const bucket = random.weighted([['minutes', 28], ['today', 30], ['3-days', 20], ['7-days', 12], ['older', 10]] as const);
  switch (bucket) {
    case 'minutes':
      return random.int(1, 59);
    case 'today':
      return random.int(60, 20 * 60);
    case '3-days':
      return random.int(24 * 60, 3 * 24 * 60);
    case '7-days':
      return random.int(3 * 24 * 60, 7 * 24 * 60);
    case 'older':
      return random.int(7 * 24 * 60, 21 * 24 * 60);
  }
}

/** Two to four recruiters per company; in small firms the founder often hires in person. */
export function generateRecruiters(
  random: Random,
  context: CountryContext,
  company: CompanyProfile,
  ceo: PersonName,
): Omit<RecruiterRow, 'companyId'>[] {
  const pack = textPacks[company.language];
  const count = random.int(2, 4);
  const founderHires = company.sizeId <= 2 && random.chance(0.5);
  const titles = random.sample(pack.recruiterTitles, count);
  return Array.from({ length: count }, (_, index) => {
    const name = pickPersonName(random, context.country.key, company.language);
    const isFounder = founderHires && index === 0;
    const idleMinutes = minutesSinceActive(random);
    const responseRate = random.weighted([[random.int(35, 59), 15], [random.int(60, 84), 40], [random.int(85, 100), 45]] as const);
    const medals: string[] = [];
    if (responseRate >= 90 && idleMinutes < 24 * 60 && random.chance(0.5)) medals.push('fast-responder');
    if (random.chance(0.06)) medals.push('top-recruiter');
    if (random.chance(0.04)) medals.push('hiring-champion');
    const person = isFounder ? ceo : name;
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      jobTitle: isFounder ? pack.founderTitle : (titles[index] ?? pack.recruiterTitles[0] ?? ''),
      lastActiveAt: dayjs(context.now).subtract(idleMinutes, 'minute').subtract(random.int(0, 59), 'second').toDate(),
      responseRate,
      medals,
    };
  });
}

