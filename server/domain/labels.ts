import type { Language } from '@/lib/languages';
import type { Labels } from '../db/schema';

/** The label in the request's language, falling back to English. */
export function labelIn(labels: Labels, language: Language): string {
  return labels[language.code] ?? labels.en ?? '';
}
