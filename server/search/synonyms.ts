import { foldText } from './fold';
import type { Keyword } from './keyword';

/**
 * Words people type for what the search has as a filter or under another word
 * (docs/decisions/0072). A keyword does not say its language, so every list applies on every
 * site; the lists are per language only to keep them readable and reviewable by natives.
 *
 * - `remote`: phrases meaning "remote work". Jobs say whether they are remote in their work
 *   arrangement, not in their words, so such a phrase becomes the remote filter and leaves the
 *   keyword ("sales work from home" → "sales", remote).
 * - `words`: a word and the words it also means in job titles (English "programmer" finds
 *   "developer"). Each side is one word, matched in all of its forms.
 */
export const remotePhrases: Record<string, string[]> = {
  en: ['remote', 'remotely', 'work from home', 'working from home', 'wfh', 'home based', 'home-based', 'work at home', 'telecommute', 'telework', 'remote work', 'fully remote'],
  es: ['remoto', 'remota', 'en remoto', 'trabajo remoto', 'teletrabajo', 'desde casa', 'trabajo desde casa', 'a distancia', 'trabajo a distancia', 'home office'],
  pt: ['remoto', 'remota', 'trabalho remoto', 'home office', 'teletrabalho', 'trabalho em casa', 'trabalhar de casa', 'trabalho a distância', 'a distância'],
  ms: ['jarak jauh', 'kerja dari rumah', 'bekerja dari rumah', 'kerja jarak jauh', 'dari rumah', 'kerja jauh'],
  id: ['jarak jauh', 'kerja dari rumah', 'bekerja dari rumah', 'kerja jarak jauh', 'dari rumah', 'kerja remote'],
  tr: ['uzaktan', 'uzaktan çalışma', 'evden çalışma', 'evden', 'evden iş', 'uzaktan iş'],
  ar: ['عن بعد', 'العمل عن بعد', 'عمل عن بعد', 'من المنزل', 'العمل من المنزل', 'عمل من المنزل'],
  ja: ['リモート', 'リモートワーク', 'フルリモート', '在宅', '在宅勤務', 'テレワーク', '在宅ワーク'],
  'zh-CN': ['远程', '远程工作', '远程办公', '居家办公', '在家工作', '在家办公', '远端'],
  'zh-TW': ['遠端', '遠端工作', '遠程', '遠程工作', '遠距', '居家辦公', '在家工作', '在家辦公'],
};

/** Folded phrases as lists of terms (a CJK phrase is one term), longest first. */
const remoteTerms: string[][] = [
  ...new Set(
    Object.values(remotePhrases)
      .flat()
      .map((phrase) => foldText(phrase)),
  ),
]
  .map((phrase) => phrase.split(/[\s]+/))
  .sort((a, b) => b.length - a.length);

export const wordSynonyms: Record<string, [string, string[]][]> = {
  en: [
    ['programmer', ['developer']],
    ['coder', ['developer']],
    ['dev', ['developer']],
    ['salesman', ['sales']],
    ['saleswoman', ['sales']],
    ['accountancy', ['accountant', 'accounting']],
  ],
  es: [
    ['programador', ['desarrollador']],
    ['vendedor', ['ventas']],
    ['contable', ['contador']],
  ],
  pt: [
    ['programador', ['desenvolvedor']],
    ['vendedor', ['vendas']],
    ['contabil', ['contador']],
  ],
  ms: [
    ['pengaturcara', ['pembangun']],
    ['akauntan', ['perakaunan']],
    ['perakaunan', ['akauntan']],
  ],
  id: [
    ['programmer', ['pengembang']],
    ['akuntan', ['akuntansi']],
    ['akuntansi', ['akuntan']],
  ],
  tr: [
    ['programcı', ['geliştirici', 'yazılımcı']],
    ['yazılımcı', ['geliştirici']],
    ['muhasebeci', ['muhasebe']],
  ],
  ar: [
    ['مبرمج', ['مطور']],
    ['محاسب', ['محاسبة']],
  ],
  ja: [],
  'zh-CN': [],
  'zh-TW': [],
};

const synonymsOf = new Map<string, string[]>();
for (const pairs of Object.values(wordSynonyms)) {
  for (const [word, others] of pairs) {
    const key = foldText(word);
    synonymsOf.set(key, [...new Set([...(synonymsOf.get(key) ?? []), ...others.map(foldText)])]);
  }
}

/** The other words a word also means, folded (none for most words). */
export function synonymsOfWord(word: string): string[] {
  return synonymsOf.get(foldText(word)) ?? [];
}

/**
 * The keyword without a phrase meaning remote work, and whether it had one. The first phrase
 * found (longest at each position) is taken out; a keyword of that phrase alone is no keyword.
 */
export function takeRemotePhrase(keyword: Keyword): { keyword: Keyword | null; remote: boolean } {
  const folded = keyword.terms.map((term) => foldText(term.text));
  for (let start = 0; start < folded.length; start++) {
    for (const phrase of remoteTerms) {
      if (phrase.every((word, i) => folded[start + i] === word)) {
        const terms = [...keyword.terms.slice(0, start), ...keyword.terms.slice(start + phrase.length)];
        return { keyword: terms.length > 0 ? { terms } : null, remote: true };
      }
    }
  }
  return { keyword, remote: false };
}
