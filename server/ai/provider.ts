import type * as apiCode from '@/lib/schemas/api-codes';
import type { RewriteType } from '@/lib/schemas/aicv';
import type { Language } from '@/lib/languages';

/**
 * The AI provider boundary (ARCHITECTURE: providers behind interfaces; docs/decisions/0045):
 * the built-in writer by default, an OpenAI-compatible chat-completions server when
 * AI_BASE_URL is set. Both get the same facts and nothing else from the profile.
 */

/** A job held: the title and employer as the seeker typed them. */
export interface JobFact {
  title: string;
  company: string;
  isCurrent: boolean;
}

/**
 * Years of work as the profile gives them: the seeker's own experience level (a range: 3 to 5,
 * 0 to 1 for "less than a year", no maximum for "more than 10"), else whole years since they
 * started working (the minimum and maximum are the same).
 */
export interface ExperienceFact {
  minYears: number;
  maxYears: number | null;
}

/** What a career summary may say: only these facts, all from the seeker's own profile. */
export interface SummaryFacts {
  language: Language;
  firstName: string;
  /** The desired job (the chosen job preference's title). */
  desiredTitle: string;
  /** Years of work as the profile gives them; null when it gives none (or "no experience"). */
  experience: ExperienceFact | null;
  /** The latest job, current or not. */
  latestJob: JobFact | null;
  education: { school: string; field: string | null; degree: string | null } | null;
  /** Up to five skills in the seeker's order. */
  skills: string[];
  /** A sentence with a number from the seeker's own work descriptions, quoted as written. */
  measurableResult: string | null;
  /** The summary as it stands (what a rewrite starts from). */
  currentSummary: string | null;
}

/** The resume as text, for a provider that can judge its language. */
export interface ResumeText {
  language: Language;
  text: string;
}

/** A provider's view of the language quality: 0–10 and up to three notes in the resume's language. */
export interface LanguageJudgement {
  score: number;
  notes: string[];
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai-compatible';
  /** The summary as it is written, piece by piece; stops when `signal` aborts. */
  writeSummary(facts: SummaryFacts, rewrite: RewriteType | null, signal: AbortSignal): AsyncIterable<string>;
  /** Spelling, grammar and clarity; null when the provider cannot judge them. */
  judgeLanguage(resume: ResumeText, signal: AbortSignal): Promise<LanguageJudgement | null>;
}

/** The catalogue codes a provider failure can carry: unavailable, out of credit, quota exceeded. */
export type AiFailureCode = typeof apiCode.aiUnavailable | typeof apiCode.outOfCredit | typeof apiCode.quotaExceeded;

/** A provider failure with the catalogue code the caller sees. */
export class AiFailure extends Error {
  readonly code: AiFailureCode;

  constructor(code: AiFailureCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiFailure';
    this.code = code;
  }
}
