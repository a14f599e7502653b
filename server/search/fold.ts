/**
 * Text as a native reader compares it, mirroring search_fold() of migration 0006 for matching
 * done in the platform (place names): lower case, no accents or Arabic vowel marks, and the
 * letters typed interchangeably made one (dotless ı, Arabic alef forms, ى/ي, ة/ه, ؤ/و, ئ/ي).
 */
const marks = /[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g;
const letters: Record<string, string> = { ı: 'i', أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه', ؤ: 'و', ئ: 'ي' };

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(marks, '')
    .normalize('NFC')
    .replace(/[ıأإآٱىةؤئ]/g, (ch) => letters[ch] ?? ch);
}

/** Folded words of a name, punctuation dropped: "Santa Rosa, Laguna" → "santa rosa laguna". */
export function foldWords(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}
