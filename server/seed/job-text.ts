import { functionProfiles, isRankedTitle } from './function-profiles';
import type { Random } from './random';
import type { TextLanguage } from './reference/labels';
import { type JobTextContext, type TextPack, joinList, languageName } from './text';

const smallWords: Partial<Record<TextLanguage, string[]>> = {
  pt: ['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'com'],
  id: ['dan', 'di', 'ke', 'untuk', 'dari'],
  tr: ['ve', 'ile'],
};

/**
 * Job boards in Brazil, Indonesia and Türkiye write titles in title case ("Analista de Dados",
 * "Yazılım Mühendisi") while the taxonomy labels are in sentence case.
 */
export function titleCase(text: string, language: TextLanguage, locale: string): string {
  const small = smallWords[language];
  if (!small) return text;
  return text
    .split(' ')
    .map((word, index) => {
      if (index > 0 && small.includes(word)) return word;
      return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
    })
    .join(' ');
}

/** The taxonomy title in the job's language, sometimes with the seniority its level implies. */
export function jobTitle(
  random: Random,
  pack: TextPack,
  job: { label: string; seoValue: string; mainId: number; xpId: number; jobTypeKey: string },
): string {
  const base = titleCase(job.label, pack.language, pack.locale);
  if (job.jobTypeKey === 'internship') return pack.seniority.intern(base);
  const profile = functionProfiles[job.mainId];
  if (!profile?.seniorityMarks || isRankedTitle(job.seoValue)) return base;
  if (job.xpId <= 2 && random.chance(0.35)) return pack.seniority.junior(base);
  if (job.xpId === 4 && pack.seniority.mid && random.chance(0.4)) return pack.seniority.mid(base);
  if (job.xpId === 5 && random.chance(0.55)) return pack.seniority.senior(base);
  if (job.xpId === 6) {
    if (profile.leadTitles && random.chance(0.4)) return pack.seniority.lead(base);
    if (random.chance(0.6)) return pack.seniority.senior(base);
  }
  return base;
}

/** Intro, company and team, the duties as a list (the sub-function's own where it has them), and a closing line. */
export function jobDescription(
  random: Random,
  pack: TextPack,
  context: JobTextContext,
  functionIds: { main: number; sub: number },
): string {
  const gap = pack.sentenceGap;
  const opening = random.pick(context.city ? pack.intro : pack.remoteIntro)(context);
  const intro = context.hybrid ? [opening, pack.hybridNote].join(gap) : opening;
  const about = [random.pick(pack.companyPitch)(context)];
  if (random.chance(0.6)) about.push(random.pick(pack.team)(context));
  const duties = random.sample(pack.responsibilities[functionIds.sub] ?? pack.responsibilities[functionIds.main] ?? [], random.int(4, 5));
  const closing = random.sample(pack.closing, random.int(1, 2)).join(gap);
  return [
    intro,
    about.join(gap),
    [pack.responsibilitiesHeading, ...duties.map((duty) => `${pack.bullet}${duty}`)].join('\n'),
    closing,
  ].join('\n\n');
}

export interface RequirementInput {
  degreeId: number;
  degreeLabel: string;
  xpId: number;
  xpLabel: string;
  skills: string[];
  /** Spoken languages (BCP 47): required, and one that is a plus. */
  spokenRequired: string | null;
  spokenPlus: string | null;
  /** "GMT+8" for remote jobs, null otherwise. */
  remoteOffset: string | null;
}

/** The requirements as a bulleted list in the job's language. */
export function jobRequirements(random: Random, pack: TextPack, input: RequirementInput): string {
  const r = pack.requirements;
  const lines: string[] = [];
  lines.push(input.degreeId === 1 ? random.pick(r.anyDegree) : r.degree(input.degreeLabel, input.degreeId));
  if (input.xpId === 1) lines.push(random.pick(r.noExperience));
  else if (input.xpId === 2) lines.push(random.pick(r.entryLevel));
  else lines.push(r.experience(input.xpLabel));
  if (input.skills.length > 0) lines.push(r.skills(joinList(pack.language, random.sample(input.skills, Math.min(3, input.skills.length)))));
  if (input.spokenRequired) lines.push(r.language(languageName(pack.language, input.spokenRequired)));
  if (input.spokenPlus) lines.push(r.languagePlus(languageName(pack.language, input.spokenPlus)));
  lines.push(...random.sample(r.general, random.int(1, 3)));
  if (input.remoteOffset) {
    const offset = input.remoteOffset;
    lines.push(...r.remote.map((line) => line({ offset })));
  }
  return lines.map((line) => `${pack.bullet}${line.charAt(0).toLocaleUpperCase(pack.locale)}${line.slice(1)}`).join('\n');
}
