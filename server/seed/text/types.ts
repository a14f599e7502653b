import type { TextLanguage } from '../reference/labels';

/** What a job's text may mention; every string is already in the pack's language. */
export interface JobTextContext {
  title: string;
  company: string;
  /** Null for fully remote jobs. */
  city: string | null;
  industry: string;
  teamSize: number;
  /** Hybrid jobs say how many office days to expect. */
  hybrid: boolean;
}

export interface CompanyTextContext {
  name: string;
  city: string;
  industry: string;
  foundedYear: number;
  /** Head count, already formatted for the language ("1,250", "1.250"). */
  headcount: string;
}

type Render<C> = (context: C) => string;

/**
 * Everything needed to write a job or company in one language. Templates are whole sentences
 * written by a speaker of the language, never translated word by word at run time, so each
 * language can order the parts the way it naturally does.
 */
export interface TextPack {
  language: TextLanguage;
  /** BCP 47 locale for Intl formatting of lists and numbers. */
  locale: string;
  bullet: string;
  /** Between sentences: a space, or nothing in Japanese and Chinese. */
  sentenceGap: string;
  responsibilitiesHeading: string;
  intro: Render<JobTextContext>[];
  remoteIntro: Render<JobTextContext>[];
  hybridNote: string;
  companyPitch: Render<JobTextContext>[];
  team: Render<JobTextContext>[];
  closing: string[];
  /** Duties per main function id (100, 200, …), and per sub-function id where its work differs. */
  responsibilities: Record<number, string[]>;
  requirements: {
    /** `level` is the degree id: 2–3 school-level, 4+ higher education. */
    degree: (label: string, level: number) => string;
    anyDegree: string[];
    experience: (label: string) => string;
    entryLevel: string[];
    noExperience: string[];
    skills: (list: string) => string;
    language: (name: string) => string;
    languagePlus: (name: string) => string;
    general: string[];
    remote: Render<{ offset: string }>[];
  };
  seniority: {
    intern: (title: string) => string;
    junior: (title: string) => string;
    /** Brazilian postings name the mid level explicitly (Pleno); others leave it unmarked. */
    mid?: (title: string) => string;
    senior: (title: string) => string;
    lead: (title: string) => string;
  };
  company: {
    opening: Render<CompanyTextContext>[];
    size: Render<CompanyTextContext>[];
    mission: string[];
    culture: string[];
  };
  recruiterTitles: string[];
  founderTitle: string;
}
