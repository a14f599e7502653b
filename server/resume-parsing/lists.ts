import type { ParsedLanguage } from '@/lib/schemas/resume-parsing';
import { spokenLanguages } from '../seed/reference/profile-lists';
import { spaceOr, trimWhere } from './scan';
import { languageAliases, normalise, proficiencyWords } from './vocabulary';

const itemSeparators = /\s*(?:[,，、;；|｜•·▪/]|\s-\s|\s{2,}|،|\s–\s)\s*/u;
const bullet = /^[•·▪■◆●○◦‣∙*–—-]\s*|^・/u;
const label = /^[^:：]{1,20}[:：]\s*/u;
const maxSkillLength = 50;

/** The skills of the skills section and of "Skills:" lines, each once, as written. */
export function readSkills(lines: string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of lines) {
    // A category label ("Languages: Go, TypeScript") names no skill of its own.
    const text = line.replace(bullet, '').replace(label, '');
    for (const raw of text.split(itemSeparators)) {
      // Trimmed by a scan: the pattern `[\s).。]+$` is quadratic in a long run of dots.
      const skill = trimWhere(raw, spaceOr('(（'), spaceOr(').。)）')).trim();
      const key = normalise(skill);
      if ((skill.length < 2 && !/^[A-Z]$/.test(skill)) || skill.length > maxSkillLength || seen.has(key) || /^\d+$/.test(skill)) continue;
      // A sentence is a description, not a skill.
      if (skill.split(/\s+/).length > 5) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}

/** Every name a spoken language goes by → its key and id in the config list. */
const languageNames: { name: string; key: string; id: number }[] = (() => {
  const byKey = new Map(spokenLanguages.map((item) => [item.key, item.id]));
  const names: { name: string; key: string; id: number }[] = [];
  for (const item of spokenLanguages) for (const label of Object.values(item.labels)) names.push({ name: normalise(label), key: item.key, id: item.id });
  for (const [aliases, key] of languageAliases) {
    const id = byKey.get(key);
    if (id !== undefined) for (const alias of aliases) names.push({ name: normalise(alias), key, id });
  }
  // Longest first, so "bahasa inggris" wins over "inggris".
  return names.sort((a, b) => b.name.length - a.name.length);
})();

const contains = (text: string, word: string) => {
  const at = text.indexOf(word);
  if (at === -1) return false;
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word)) return true;
  const before = text[at - 1];
  const after = text[at + word.length];
  return (before === undefined || !/[\p{L}]/u.test(before)) && (after === undefined || !/[\p{L}]/u.test(after));
};

function proficiencyOf(text: string): string | null {
  for (const [words, key] of proficiencyWords) if (words.some((word) => contains(text, normalise(word)))) return key;
  return null;
}

/**
 * The languages of the languages section: "English (Native)", "日本語：ビジネスレベル",
 * "Spanish - Conversational", "العربية: اللغة الأم". Each language once; the name as written.
 */
export function readLanguages(lines: string[]): ParsedLanguage[] {
  const found: ParsedLanguage[] = [];
  const seen = new Set<number | string>();
  for (const line of lines) {
    const text = line.replace(bullet, '');
    // Items are split on commas and bullets, but "English: Native" keeps its level.
    for (const raw of text.split(/\s*(?:[,，、;；|｜•·]|\s{2,}|،)\s*/u)) {
      const item = normalise(raw);
      if (item.length < 2) continue;
      const match = languageNames.find((language) => contains(item, language.name));
      if (!match) continue;
      if (seen.has(match.id)) continue;
      seen.add(match.id);
      const name = raw.replace(/\s*[(（:：-].*$/u, '').trim() || raw.trim();
      found.push({ name, language_id: match.id, proficiency: proficiencyOf(item.replace(match.name, ' ')) });
    }
  }
  return found;
}
