import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { type Language, languageBySlug, languages } from '@/lib/languages';
import { rewriteTypes } from '@/lib/schemas/aicv';
import { builtinWriter, composeSummary, wordPieces } from '@/server/ai/builtin-writer';
import type { SummaryFacts } from '@/server/ai/provider';
import { experiencePhrase, titleSound } from '@/server/ai/writer-words';
import { experienceOf } from '@/server/domain/ai-facts';
import { bundledMessages } from '@/server/domain/translations/bundled';

type Profile = Omit<SummaryFacts, 'language'>;

/** Profiles that differ in every fact the writer uses, and in the sentence shapes they get. */
const profiles: Record<string, Profile> = {
  currentWithLevel: {
    firstName: 'Maria',
    desiredTitle: 'Team Lead',
    experience: { minYears: 3, maxYears: 5 },
    latestJob: { title: 'Agent', company: 'Acme', isCurrent: true },
    education: { school: 'UST', field: 'Communication', degree: 'BA' },
    skills: ['Zendesk', 'Excel', 'SQL', 'Tagalog'],
    measurableResult: 'Raised resolution to 87%.',
    currentSummary: null,
  },
  pastSameTitle: {
    firstName: 'Ken',
    desiredTitle: 'Software Engineer',
    experience: { minYears: 7, maxYears: 7 },
    latestJob: { title: 'Software Engineer', company: 'Globe Telecom', isCurrent: false },
    education: null,
    skills: ['TypeScript', 'PostgreSQL'],
    measurableResult: null,
    currentSummary: null,
  },
  schoolOnly: {
    firstName: 'Aisyah',
    desiredTitle: 'Accountant',
    experience: { minYears: 0, maxYears: 1 },
    latestJob: null,
    education: { school: 'Universiti Malaya', field: null, degree: 'Diploma' },
    skills: ['Xero', 'Payroll', 'Excel', 'Audit', 'Tax'],
    measurableResult: null,
    currentSummary: null,
  },
  seniorWithNumberInName: {
    firstName: 'Ana',
    desiredTitle: 'UX Designer',
    experience: { minYears: 10, maxYears: null },
    latestJob: { title: 'HR Manager', company: 'Studio 24', isCurrent: true },
    education: { school: 'USP', field: 'Design', degree: null },
    skills: ['Figma'],
    measurableResult: 'Hired 40 people in 2023.',
    currentSummary: null,
  },
  desiredOnly: {
    firstName: 'Li',
    desiredTitle: 'Barista',
    experience: null,
    latestJob: null,
    education: null,
    skills: [],
    measurableResult: null,
    currentSummary: null,
  },
};

const versions = [null, ...rewriteTypes] as const;

/** Every fact string of a profile, longest first (so "Software Engineer" goes before "Engineer"). */
function factStrings(profile: Profile): string[] {
  const { latestJob: job, education } = profile;
  return [profile.firstName, profile.desiredTitle, job?.title, job?.company, education?.school, education?.field, education?.degree, profile.measurableResult, ...profile.skills]
    .filter((fact): fact is string => Boolean(fact))
    .sort((a, b) => b.length - a.length);
}

function literalsOf(elements: MessageFormatElement[], out: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) out.push(element.value);
    else if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) literalsOf(option.value, out);
  }
  return out;
}

/** The words a summary may use besides the profile's: its catalogue's AiWriter sentences and the language's list words ("and", "و"). */
function vocabulary(language: Language): Set<string> {
  const words = new Set<string>();
  const texts = [new Intl.ListFormat(language.intl, { type: 'conjunction', style: 'long' }).format(['1', '2', '3'])];
  for (const [key, message] of bundledMessages(language.slug)) if (key.startsWith('AiWriter.')) texts.push(...literalsOf(parse(message)));
  for (const text of texts) for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word.toLocaleLowerCase(language.intl));
  return words;
}

const spaced = (language: Language) => !['ja', 'zh-CN', 'zh-TW'].includes(language.code);

describe('the built-in writer states only what the profile holds (issue 33)', () => {
  describe.each(languages.map((language) => [language.slug, language] as const))('%s', (_slug, language) => {
    const words = vocabulary(language);

    it.each(Object.entries(profiles))('%s: every figure and word of every version comes from the profile or the catalogue', (_name, profile) => {
      const facts: SummaryFacts = { ...profile, language };
      const { experience } = profile;
      const allowedNumbers = new Set(experience ? [String(experience.minYears), String(experience.maxYears ?? experience.minYears)] : []);
      for (const version of versions) {
        const summary = composeSummary(facts, version);
        let rest = summary;
        for (const fact of factStrings(profile)) rest = rest.replaceAll(fact, ' ');
        // No figure the profile does not give: the only numbers left are the experience's bounds.
        const numbers = rest.match(/\p{Nd}+/gu) ?? [];
        for (const number of numbers) expect(allowedNumbers, `${version}: "${number}" in ${summary}`).toContain(number);
        // No title, employer, skill or place of its own: without the facts, only catalogue words remain.
        if (spaced(language)) {
          const stray = (rest.match(/\p{L}+/gu) ?? []).filter((word) => !words.has(word.toLocaleLowerCase(language.intl)));
          expect(stray, `${version}: ${summary}`).toEqual([]);
        } else {
          expect(rest, `${version}: ${summary}`).not.toMatch(/[A-Za-z]/);
        }
      }
    });

    it.each(Object.entries(profiles))('%s: every rewrite keeps the key facts', (_name, profile) => {
      const facts: SummaryFacts = { ...profile, language };
      const key = [
        profile.desiredTitle,
        profile.latestJob?.title,
        profile.latestJob?.company,
        profile.experience && experiencePhrase(profile.experience, language),
        ...profile.skills.slice(0, 3),
      ].filter((fact): fact is string => Boolean(fact));
      for (const version of versions) {
        const summary = composeSummary(facts, version);
        for (const fact of key) expect(summary, `${version} keeps "${fact}"`).toContain(fact);
      }
      // The full version also tells every skill and the school; the quote only when asked to lead with results.
      const full = composeSummary(facts, null);
      for (const skill of profile.skills) expect(full).toContain(skill);
      if (profile.education) expect(full).toContain(profile.education.school);
      if (profile.measurableResult) {
        expect(full).not.toContain(profile.measurableResult);
        expect(composeSummary(facts, 'achievements')).toContain(profile.measurableResult);
      }
      if (profile.latestJob) {
        expect(composeSummary(facts, 'shorter').length).toBeLessThan(full.length);
        // Leading with results changes nothing when there is no result to quote.
        expect(new Set(versions.map((version) => composeSummary(facts, version))).size).toBe(profile.measurableResult ? versions.length : versions.length - 1);
        expect(composeSummary(facts, 'friendly')).toContain(profile.firstName);
      }
    });
  });

  it('says the experience the profile gives: its level, else the years since it started working', () => {
    const profile = { working_since: '2019-03', work_experiences: [{ working_period_from: '2020-01' }] } as unknown as Parameters<typeof experienceOf>[0];
    const now = new Date('2026-11-29T00:00:00Z');
    // The profile: "3–5 years" chosen, working since 2019; the summary said "7 years".
    expect(experienceOf(profile, { minYears: 3, maxYears: 5 }, now)).toEqual({ minYears: 3, maxYears: 5 });
    expect(experienceOf(profile, { minYears: 10, maxYears: null }, now)).toEqual({ minYears: 10, maxYears: null });
    expect(experienceOf(profile, { minYears: 0, maxYears: 0 }, now)).toBeNull();
    expect(experienceOf(profile, null, now)).toEqual({ minYears: 7, maxYears: 7 });
    const summary = composeSummary({ ...profiles.currentWithLevel, language: languageBySlug('en-us') } as SummaryFacts, null);
    expect(summary).toContain('3–5 years of experience');
    expect(summary).not.toContain('7 years');
  });

  it('writes Arabic years with CLDR plural categories', () => {
    const ar = languageBySlug('ar-ae');
    const exact = (years: number) => experiencePhrase({ minYears: years, maxYears: years }, ar);
    expect([1, 2, 3, 10, 11, 99, 100, 102].map(exact)).toEqual(['سنة واحدة', 'سنتان', '3 سنوات', '10 سنوات', '11 سنة', '99 سنة', '100 سنة', '102 سنة']);
    expect(experiencePhrase({ minYears: 3, maxYears: 5 }, ar)).toBe('من 3 إلى 5 سنوات');
    expect(experiencePhrase({ minYears: 0, maxYears: 1 }, ar)).toBe('أقل من سنة');
    expect(experiencePhrase({ minYears: 10, maxYears: null }, ar)).toBe('أكثر من 10 سنوات');
    expect(experiencePhrase({ minYears: 0, maxYears: 1 }, languageBySlug('en-us'))).toBe('less than a year');
    expect(experiencePhrase({ minYears: 1, maxYears: 1 }, languageBySlug('es-es'))).toBe('1 año');
  });

  it('puts the right English article before a title, by its sound', () => {
    const article = (title: string) => `${titleSound(title) === 'vowel' ? 'an' : 'a'} ${title}`;
    expect(['Agent', 'HR Manager', 'SEO Specialist', 'Hourly Supervisor', 'IT Technician', 'Engineer'].map(article)).toEqual([
      'an Agent',
      'an HR Manager',
      'an SEO Specialist',
      'an Hourly Supervisor',
      'an IT Technician',
      'an Engineer',
    ]);
    expect(['UX Designer', 'University Lecturer', 'User Researcher', 'European Sales Lead', 'Team Lead', 'Hotel Manager'].map(article)).toEqual([
      'a UX Designer',
      'a University Lecturer',
      'a User Researcher',
      'a European Sales Lead',
      'a Team Lead',
      'a Hotel Manager',
    ]);
    const en = languageBySlug('en-us');
    const summary = composeSummary({ ...profiles.seniorWithNumberInName, language: en } as SummaryFacts, null);
    expect(summary).toContain('an HR Manager');
    expect(summary).toContain('a UX Designer');
    expect(summary).not.toMatch(/\bas (HR|UX)\b/);
  });

  it('tells profiles in different sentence shapes, and one profile always the same way', () => {
    const en = languageBySlug('en-us');
    const openings = new Set(
      ['Maria', 'Ken', 'Aisyah', 'Ana', 'Li', 'Jo', 'Sam', 'Noor'].map((firstName) =>
        composeSummary({ ...profiles.currentWithLevel, firstName, language: en } as SummaryFacts, null).split('. ')[0],
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
    const facts = { ...profiles.currentWithLevel, language: en } as SummaryFacts;
    expect(composeSummary(facts, null)).toBe(composeSummary(facts, null));
  });

  it('leaves out what the profile lacks instead of making it up', () => {
    const facts = { ...profiles.desiredOnly, language: languageBySlug('en-us') } as SummaryFacts;
    expect(composeSummary(facts, null)).toMatch(/^(I'm now looking for work as a Barista\.|Next, I'd like to work as a Barista\.)$/);
    expect(composeSummary(facts, 'achievements')).toBe(composeSummary(facts, null));
    expect(composeSummary(facts, 'formal')).toBe('Seeking a Barista position.');
  });
});

describe('the built-in writer streams', () => {
  const facts = { ...profiles.currentWithLevel, language: languageBySlug('en-us') } as SummaryFacts;

  it('word by word, and the pieces are the text, in every language', async () => {
    for (const language of languages) {
      const pieces: string[] = [];
      for await (const piece of builtinWriter({ wordDelayMs: 0 }).writeSummary({ ...facts, language }, null, new AbortController().signal)) pieces.push(piece);
      expect(pieces.length).toBeGreaterThan(8);
      expect(pieces.join('')).toBe(composeSummary({ ...facts, language }, null));
    }
  });

  it('pieces keep spaces and punctuation with their word, in spaced and unspaced scripts', () => {
    expect(wordPieces('I have 6 years. Skills: SQL.', 'en-US')).toEqual(['I ', 'have ', '6 ', 'years. ', 'Skills: ', 'SQL.']);
    expect(wordPieces('現在はAcmeで働いています。', 'ja-JP').join('')).toBe('現在はAcmeで働いています。');
    expect(wordPieces('現在はAcmeで働いています。', 'ja-JP').length).toBeGreaterThan(2);
  });

  it('stops when the reader aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of builtinWriter({ wordDelayMs: 5 }).writeSummary(facts, null, controller.signal)) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toHaveLength(2);
  });

  it('does not judge language quality', async () => {
    expect(await builtinWriter().judgeLanguage({ language: languages[0], text: 'x' }, new AbortController().signal)).toBeNull();
  });
});
