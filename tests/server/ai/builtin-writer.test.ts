import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/languages';
import { rewriteTypes } from '@/lib/schemas/aicv';
import { builtinWriter, composeSummary, wordPieces } from '@/server/ai/builtin-writer';
import type { SummaryFacts } from '@/server/ai/provider';

const factsIn = (language: (typeof languages)[number]): SummaryFacts => ({
  language,
  firstName: 'Maria',
  desiredTitle: 'Team Lead',
  years: 6,
  latestJob: { title: 'Agent', company: 'Acme', isCurrent: false },
  education: { school: 'UST', field: 'Communication', degree: 'BA' },
  skills: ['Zendesk', 'Excel', 'SQL'],
  measurableResult: 'Raised resolution to 87%.',
  currentSummary: null,
});

/** The words a summary may hold: the fixed sentence words of its language, and the facts. */
const factWords = ['Team Lead', 'Agent', 'Acme', 'UST', 'Communication', 'BA', 'Zendesk', 'Excel', 'SQL'];

describe('the built-in writer', () => {
  it.each(languages.map((language) => [language.slug, language] as const))('writes in %s from the facts only', async (_slug, language) => {
    const facts = factsIn(language);
    const summary = composeSummary(facts, null);
    for (const fact of factWords) expect(summary).toContain(fact);
    expect(summary).toContain('6');
    // Nothing but the given facts: take them out and no Latin word or number is left, except in
    // the languages written in Latin script, where only that language's own sentence words remain.
    let rest = summary;
    for (const fact of factWords) rest = rest.replaceAll(fact, '');
    expect(rest.replace('6', '')).not.toMatch(/\d/);
    if (!['en', 'es', 'pt', 'ms', 'id', 'tr'].includes(language.code)) expect(rest).not.toMatch(/[A-Za-z]/);
    // The quote appears only when asked to lead with results, as written.
    expect(summary).not.toContain('87%');
    expect(composeSummary(facts, 'achievements')).toContain('Raised resolution to 87%.');
    // Each rewrite is different, and shorter is shorter.
    const variants = new Set(rewriteTypes.map((type) => composeSummary(facts, type)));
    expect(variants.size).toBe(rewriteTypes.length);
    expect(composeSummary(facts, 'shorter').length).toBeLessThan(summary.length);
    expect(composeSummary(facts, 'friendly')).toContain('Maria');
    // It streams word by word, and the pieces are the text.
    const pieces: string[] = [];
    for await (const piece of builtinWriter({ wordDelayMs: 0 }).writeSummary(facts, null, new AbortController().signal)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(8);
    expect(pieces.join('')).toBe(summary);
  });

  it('leaves out what the profile lacks instead of making it up', () => {
    const facts: SummaryFacts = { ...factsIn(languages[0]), years: null, latestJob: null, skills: [], education: null, measurableResult: null };
    expect(composeSummary(facts, null)).toBe('I am now looking for work as Team Lead.');
    expect(composeSummary(facts, 'achievements')).toBe('I am now looking for work as Team Lead.');
  });

  it('pieces keep spaces and punctuation with their word, in spaced and unspaced scripts', () => {
    expect(wordPieces('I have 6 years. Skills: SQL.', 'en-US')).toEqual(['I ', 'have ', '6 ', 'years. ', 'Skills: ', 'SQL.']);
    expect(wordPieces('現在はAcmeで働いています。', 'ja-JP').join('')).toBe('現在はAcmeで働いています。');
    expect(wordPieces('現在はAcmeで働いています。', 'ja-JP').length).toBeGreaterThan(2);
  });

  it('stops when the reader aborts', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    for await (const piece of builtinWriter({ wordDelayMs: 5 }).writeSummary(factsIn(languages[0]), null, controller.signal)) {
      pieces.push(piece);
      if (pieces.length === 2) controller.abort();
    }
    expect(pieces).toHaveLength(2);
  });

  it('does not judge language quality', async () => {
    expect(await builtinWriter().judgeLanguage({ language: languages[0], text: 'x' }, new AbortController().signal)).toBeNull();
  });
});
