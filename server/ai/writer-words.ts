import type { Language } from '@/lib/languages';
import { formatMessage, type MessageValues } from '@/lib/format-message';
import { bundledMessages } from '../domain/translations/bundled';
import type { ExperienceFact } from './provider';

/**
 * The built-in writer's words: AiWriter.* messages of the catalogue (server/messages/aiWriter, the platform catalogue),
 * read on the platform only (no page lists the namespace, so it never reaches a browser).
 */
export function writerText(language: Language, key: string, values: MessageValues = {}): string {
  const message = bundledMessages(language.slug).get(`AiWriter.${key}`) ?? bundledMessages('en-us').get(`AiWriter.${key}`) ?? key;
  return formatMessage(message, language.intl, values);
}

/** The experience as a phrase of the language ("3–5 years", "less than a year", "سنتان"), with CLDR plurals. */
export function experiencePhrase(experience: ExperienceFact, language: Language): string {
  const { minYears, maxYears } = experience;
  if (maxYears === null) return writerText(language, 'experience.over', { years: minYears });
  if (minYears === maxYears) return writerText(language, 'experience.exact', { years: minYears });
  if (minYears === 0) return writerText(language, 'experience.under', { years: maxYears });
  return writerText(language, 'experience.range', { min: minYears, max: maxYears });
}

// Letters whose English names start with a vowel sound: "an HR Manager", "an SEO Specialist".
const vowelLetterName = /^[AEFHILMNORSX]/;
// Words spelled with a vowel that start with a consonant sound ("a University Lecturer", "a
// European…", "a one-off"), and with a silent h ("an Hourly…", "an Honours…").
const consonantSound = /^(uni|use|usa|usu|uti|ure|uro|uku|eu|ewe|one|once)/;
const silentH = /^(hour|honest|honou?r|heir)/;

/**
 * Whether a title takes "an" in English: by its first sound, not its first letter. The other
 * languages' catalogues ignore it (they have no article, or none before a job title).
 */
export function titleSound(title: string): 'vowel' | 'consonant' {
  const word = title.trim().split(/[\s/-]/)[0] ?? '';
  if (/^(8|11|18)(\D|$)/.test(word)) return 'vowel';
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase() && /^[A-Z]+$/.test(letters)) return vowelLetterName.test(letters) ? 'vowel' : 'consonant';
  const lower = letters.toLowerCase();
  if (silentH.test(lower)) return 'vowel';
  if (consonantSound.test(lower)) return 'consonant';
  return /^[aeiou]/.test(lower) ? 'vowel' : 'consonant';
}

/**
 * A number from the profile's own words, so the same profile always reads the same way while
 * two profiles are told in different sentence shapes (FNV-1a).
 */
export function profileSeed(parts: readonly string[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
