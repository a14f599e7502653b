import type { RewriteType } from '@/lib/schemas/aicv';
import type { AiProvider, SummaryFacts } from './provider';
import { experiencePhrase, profileSeed, titleSound, writerText } from './writer-words';

/** The skills a shorter summary keeps: the seeker's first ones, in their order. */
const topSkills = 3;

/**
 * The built-in writer (docs/decisions/0045, 0083): composes the summary from the profile's own
 * facts with the AiWriter sentences of the profile's language, so it needs nothing outside and
 * cannot invent anything. Every version keeps the key facts: the latest title and employer, the
 * experience as the profile gives it, the top skills and the desired job. Which of a sentence's
 * shapes it takes follows from the profile, so one profile always reads the same way. It does
 * not judge language quality (judgeLanguage answers null).
 */
export function composeSummary(facts: SummaryFacts, rewrite: RewriteType | null): string {
  const { language, latestJob: job } = facts;
  const say = (key: string, values: Record<string, string | number> = {}) => writerText(language, key, values);
  const seed = profileSeed([facts.firstName, facts.desiredTitle, job?.title ?? '', job?.company ?? '']);
  const shapeOf = (sentence: number) => ((seed >>> sentence) & 1 ? 'a' : 'b');
  const list = (skills: string[]) => new Intl.ListFormat(language.intl, { type: 'conjunction', style: 'long' }).format(skills);
  const experience = facts.experience ? experiencePhrase(facts.experience, language) : null;
  const desiredRole = say('role', { title: facts.desiredTitle, sound: titleSound(facts.desiredTitle) });
  const jobValues = job
    ? { title: job.title, company: job.company, role: say('role', { title: job.title, sound: titleSound(job.title) }), current: job.isCurrent ? 'yes' : 'no' }
    : null;
  const education = facts.education
    ? {
        school: facts.education.school,
        field: facts.education.field ?? '',
        degree: facts.education.degree ?? '',
        parts: facts.education.field ? (facts.education.degree ? 'fieldDegree' : 'field') : facts.education.degree ? 'degree' : 'none',
      }
    : null;
  const sentences: string[] = [];
  const add = (key: string, values: Record<string, string | number>) => sentences.push(say(key, values));

  if (rewrite === 'formal') {
    if (jobValues) add(experience ? 'formal.jobAndYears' : 'formal.job', { ...jobValues, experience: experience ?? '' });
    else if (experience) add('formal.years', { experience });
    if (facts.skills.length > 0) add('formal.skills', { skills: list(facts.skills) });
    if (education) add('formal.education', education);
    add('formal.goal', { desiredRole });
    return sentences.reduce((text, next) => say('join', { text, next }));
  }

  const shorter = rewrite === 'shorter';
  if (rewrite === 'friendly' && facts.firstName.trim()) add('greeting', { name: facts.firstName.trim() });
  const introShape = shorter ? 'a' : shapeOf(0);
  if (jobValues) add(experience ? 'intro.jobAndYears' : 'intro.job', { ...jobValues, experience: experience ?? '', shape: introShape });
  else if (experience) add('intro.years', { experience, shape: introShape });
  if (rewrite === 'achievements' && facts.measurableResult) add('result', { quote: facts.measurableResult });
  if (facts.skills.length > 0) add('skills', { skills: list(shorter ? facts.skills.slice(0, topSkills) : facts.skills), shape: shorter ? 'b' : shapeOf(1) });
  if (shorter) {
    add('shortGoal', { desiredRole });
  } else {
    if (education) add('education', education);
    const same = job !== null && job.title.trim().toLocaleLowerCase(language.intl) === facts.desiredTitle.trim().toLocaleLowerCase(language.intl);
    add('goal', { desiredRole, same: same ? 'yes' : 'no', shape: shapeOf(2) });
  }
  return sentences.reduce((text, next) => say('join', { text, next }));
}

/** The pieces a text streams in: each word with the spaces and punctuation after it. */
export function wordPieces(text: string, locale: string): string[] {
  const pieces: string[] = [];
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
    const last = pieces.length - 1;
    if (segment.isWordLike || last < 0) pieces.push(segment.segment);
    else pieces[last] += segment.segment;
  }
  return pieces;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** `wordDelayMs` paces the words as a person would see them typed (0 in tests that only read the text). */
export function builtinWriter({ wordDelayMs = 40 }: { wordDelayMs?: number } = {}): AiProvider {
  return {
    name: 'builtin',
    async *writeSummary(facts, rewrite, signal) {
      const pieces = wordPieces(composeSummary(facts, rewrite), facts.language.intl);
      for (const [index, piece] of pieces.entries()) {
        if (signal.aborted) return;
        if (index > 0) await pause(wordDelayMs, signal);
        if (signal.aborted) return;
        yield piece;
      }
    },
    async judgeLanguage() {
      return null;
    },
  };
}
