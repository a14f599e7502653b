import type { TextLanguage } from '../reference/labels';

export interface NamePool {
  /** Romanised names as people of the country write them in English. */
  given: string[];
  family: string[];
  /** Names in the local script, used when the company writes in the local language. */
  native?: {
    language: TextLanguage;
    given: string[];
    family: string[];
    /** CJK names put the family name first and need no space between the parts. */
    familyFirst: boolean;
    separator: string;
  };
}
