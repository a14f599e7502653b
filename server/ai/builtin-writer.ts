import type { RewriteType } from '@/lib/schemas/aicv';
import { phrasebooks } from './builtin-phrases';
import type { AiProvider, SummaryFacts } from './provider';

/**
 * The built-in writer (docs/decisions/0045): composes the summary from the profile's own facts
 * with fixed sentences in the profile's language, so it needs nothing outside and cannot
 * invent anything. It does not judge language quality (judgeLanguage answers null).
 */
export function composeSummary(facts: SummaryFacts, rewrite: RewriteType | null): string {
  const book = phrasebooks[facts.language.code];
  const formal = rewrite === 'formal';
  const sentences: string[] = [];
  if (rewrite === 'friendly' && facts.firstName.trim()) sentences.push(book.greeting(facts.firstName.trim()));
  if (facts.years !== null) sentences.push(book.experience(book.years(facts.years), facts.latestJob?.title ?? null, formal));
  if (rewrite === 'achievements' && facts.measurableResult) sentences.push(book.result(facts.measurableResult, formal));
  if (rewrite !== 'shorter') {
    if (facts.latestJob) sentences.push(book.latestJob(facts.latestJob.title, facts.latestJob.company, facts.latestJob.isCurrent, formal));
    if (facts.education) sentences.push(book.education(facts.education.school, facts.education.field, facts.education.degree, formal));
    if (facts.skills.length > 0) {
      const list = new Intl.ListFormat(facts.language.intl, { type: 'conjunction', style: 'long' }).format(facts.skills);
      sentences.push(book.skills(list, formal));
    }
  } else if (facts.years === null && facts.latestJob) {
    sentences.push(book.latestJob(facts.latestJob.title, facts.latestJob.company, facts.latestJob.isCurrent, formal));
  }
  sentences.push(book.goal(facts.desiredTitle, formal));
  return sentences.join(book.joiner);
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
