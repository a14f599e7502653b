import type { ParsedEducation, ParsedWork, ResumeContent } from '@/lib/schemas/resume-parsing';
import { findPeriods, type Period } from './dates';
import { readLanguages, readSkills } from './lists';
import { findEmail, spaceOr, trimWhere } from './scan';
import { companyMarks, degreeWords, documentTitles, foldSameLength, headings, normalise, schoolMarks, type SectionKind, titleMarks } from './vocabulary';

interface Section {
  kind: SectionKind | 'top';
  lines: string[];
}

const phonePattern = /(?:\+|\(\+?)?\d[\d\s().-]{6,18}\d/g;
const bullet = /^[•·▪■◆●○◦‣∙*–—-]\s*|^・/u;
// Decoration around a heading or a name, cut by a scan: as a pattern, `[…]+$` is quadratic in a long run of it.
const withoutDecoration = (text: string) => trimWhere(text, spaceOr('■□●○◆◇▶►▸【[《〈「『#=_*|:-'), spaceOr('■□●○◆◇◀◄【】]》〉」』#=_*|:：-'));
const labelled = /^([^:：]{1,20})[:：]\s*(.+)$/u;
const nameLabels = new Set(['name', 'full name', '姓名', '名前', '氏名', 'nombre', 'nome', 'nama', 'ad soyad', 'isim', 'الاسم', 'الاسم الكامل'].map(normalise));
const skillLabels = new Set(['skills', '技能', 'スキル', 'habilidades', 'competências', 'kemahiran', 'keterampilan', 'yetenekler', 'beceriler', 'المهارات'].map(normalise));
const languageLabels = new Set(['languages', '语言', '語言', '語学', '言語', 'idiomas', 'bahasa', 'diller', 'yabancı dil', 'اللغات'].map(normalise));

/** A line that is a section heading (alone on its line, maybe decorated or followed by a colon). */
export function headingOf(line: string): SectionKind | null {
  if (line.length > 40) return null;
  const bare = normalise(withoutDecoration(line));
  return headings.get(bare) ?? null;
}

function sectionsOf(lines: string[]): Section[] {
  const sections: Section[] = [{ kind: 'top', lines: [] }];
  for (const line of lines) {
    const kind = headingOf(line);
    if (kind) sections.push({ kind, lines: [] });
    else (sections[sections.length - 1] as Section).lines.push(line);
  }
  return sections;
}

const hasMark = (text: string, marks: readonly string[]) => hasMarkIn(normalise(text), marks);
/** hasMark on a text already normalised: a long line is normalised once, not once per list of marks. */
const hasMarkIn = (value: string, marks: readonly string[]) => {
  return marks.some((mark) => {
    if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(mark)) return value.includes(mark);
    const at = value.indexOf(mark);
    if (at === -1) return false;
    const before = value[at - 1];
    const after = value[at + mark.length];
    return (before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after));
  });
};

function contactOf(lines: string[]): { email: string | null; phone: string | null } {
  let email: string | null = null;
  let phone: string | null = null;
  for (const line of lines) {
    const text = line.normalize('NFKC').replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
    email ??= findEmail(text);
    if (phone === null) {
      for (const match of text.matchAll(phonePattern)) {
        const digits = match[0].replace(/\D/g, '');
        // A period ("2019 - 2021") or a year is no phone number.
        if (digits.length < 8 || digits.length > 15 || findPeriods(match[0]).some((p) => p.from && p.to)) continue;
        phone = match[0].trim().replace(/\s+/g, ' ');
        break;
      }
    }
  }
  return { email, phone };
}

function nameOf(sections: Section[]): string | null {
  const all = sections.flatMap((section) => section.lines);
  for (const line of all) {
    const match = labelled.exec(line);
    if (match && nameLabels.has(normalise(match[1] as string))) return (match[2] as string).trim();
  }
  const top = sections[0]?.lines ?? [];
  for (const line of top.slice(0, 6)) {
    const text = withoutDecoration(line).trim();
    const value = normalise(text);
    if (documentTitles.has(value) || findEmail(text) !== null || /\d/.test(text) || /https?:|www\./i.test(text)) continue;
    if (text.length < 2 || text.length > 40 || labelled.test(text) || hasMark(text, titleMarks)) continue;
    const words = text.split(/\s+/).length;
    if (words <= 5) return text;
  }
  return null;
}

/** Parts of a header line: "Engineer — Acme", "Acme | Engineer", "Engineer at Acme", cells of a table row. */
function partsOf(text: string): string[] {
  return text
    .split(/\s{2,}|\s[|｜—–]\s|\s-\s|[|｜]|\s+(?:at|@|en|na|di|em|في|لدى)\s+|,\s+(?=\p{Lu})|，|、/u)
    .map((part) => withoutDecoration(part).trim())
    .filter((part) => part.length > 1 && !/^[\p{P}\p{S}\s]+$/u.test(part));
}

// A sentence ends with a full stop; a header may too ("Acme Inc."), but is short.
const isDescription = (line: string) =>
  bullet.test(line) || line.length > 80 || /[。]$/.test(line.trim()) || (/\.$/.test(line.trim()) && line.trim().split(/\s+/).length > 10);

interface Entry {
  period: Period;
  parts: string[];
  /** The lines under the header (its description), for a degree written there. */
  body: string[];
}

/**
 * Entries of a work or education section. Each period starts one. Its header is what is left of
 * the period's line plus, as the section's first entry shows the layout, the short lines just
 * above the period (title and company over the dates) or just below it (dates first); a bullet
 * or a long line ends a header.
 */
function entriesOf(lines: string[]): Entry[] {
  const anchors: { index: number; period: Period }[] = [];
  lines.forEach((line, index) => {
    const period = findPeriods(normalise(line)).find((found) => found.from !== null || found.to !== null);
    // A line with a period is an entry's even when long (a whole entry on one line); a bullet is not.
    if (period && !bullet.test(line) && line.length <= 160) anchors.push({ index, period });
  });
  const firstIndex = anchors[0]?.index ?? 0;
  const headerAbove = firstIndex > 0 && !isDescription(lines[firstIndex - 1] as string);
  return anchors.map(({ index, period }, n) => {
    // The period is cut out of the line by its place in a same-length folded copy of it.
    const original = (lines[index] as string).normalize('NFKC');
    const folded = foldSameLength(original);
    const found = findPeriods(folded).find((candidate) => candidate.from === period.from && candidate.to === period.to) ?? period;
    const rest = `${original.slice(0, found.start)}  ${original.slice(found.end)}`;
    const parts = partsOf(rest.replace(/[()（）]/g, ' '));
    const previous = anchors[n - 1]?.index ?? -1;
    const next = anchors[n + 1]?.index ?? lines.length;
    const header: string[] = [];
    let bodyStart = index + 1;
    if (headerAbove) {
      for (let i = index - 1; i > previous && header.length < 2; i--) {
        const candidate = lines[i] as string;
        if (isDescription(candidate)) break;
        header.unshift(candidate);
      }
    } else {
      for (; bodyStart < next && parts.length + header.length < 2; bodyStart++) {
        const candidate = lines[bodyStart] as string;
        if (isDescription(candidate)) break;
        header.push(candidate);
      }
    }
    // With headers above, the next entry's header lines are not this entry's body.
    const bodyEnd = headerAbove && n + 1 < anchors.length ? Math.max(bodyStart, next - 2) : next;
    const headerParts = header.flatMap(partsOf);
    return { period, parts: headerAbove ? [...headerParts, ...parts] : [...parts, ...headerParts], body: lines.slice(bodyStart, bodyEnd) };
  });
}

function pick(parts: string[], marks: readonly string[]): string | null {
  return parts.find((part) => hasMark(part, marks)) ?? null;
}

function workOf(entry: Entry): ParsedWork {
  const { parts, period } = entry;
  let company = pick(parts, companyMarks);
  let title = pick(
    parts.filter((part) => part !== company),
    titleMarks,
  );
  const others = parts.filter((part) => part !== company && part !== title && !/^[\p{L}\s]+,\s*[\p{L}\s]+$/u.test(part));
  if (!title && company) title = others[0] ?? null;
  if (!company && title) company = others.find((part) => part !== title) ?? null;
  if (!title && !company) {
    title = others[0] ?? null;
    company = others[1] ?? null;
  }
  return { job_title: title, company_name: company, from: period.from, to: period.current ? null : period.to, current: period.current };
}

/** The degree level a text names (config list `degrees`), or null. */
export function degreeIdOf(text: string): number | null {
  const value = normalise(text);
  for (const [words, id] of degreeWords) if (hasMarkIn(value, words)) return id;
  return null;
}

function educationOf(entry: Entry): ParsedEducation {
  const { parts, period } = entry;
  const school = pick(parts, schoolMarks) ?? parts.find((part) => degreeIdOf(part) === null) ?? null;
  const degreeText = parts.find((part) => part !== school && degreeIdOf(part) !== null) ?? entry.body.find((line) => degreeIdOf(line) !== null) ?? null;
  const degreeId = degreeText ? degreeIdOf(degreeText) : null;
  let field: string | null = null;
  if (degreeText) {
    const after = /\s(?:in|of|en|em|dalam|bidang|في)\s+(.+)$/iu.exec(degreeText)?.[1] ?? /[,，、・—–-]\s*(.+)$/u.exec(degreeText)?.[1] ?? null;
    field = after && degreeIdOf(after) === null ? after.trim() : null;
  }
  const otherPart = parts.find((part) => part !== school && part !== degreeText && degreeIdOf(part) === null);
  if (!field && otherPart && !hasMark(otherPart, schoolMarks)) field = otherPart;
  return {
    school,
    degree: degreeText,
    degree_id: degreeId,
    field_of_study: field,
    from: period.from,
    to: period.current ? null : period.to,
    current: period.current,
  };
}

/** Skills and languages written on one labelled line anywhere ("Skills: A, B, C"). */
function labelledList(lines: string[], labels: Set<string>): string[] {
  const found: string[] = [];
  for (const line of lines) {
    const match = labelled.exec(line);
    if (match && labels.has(normalise(match[1] as string))) found.push(match[2] as string);
  }
  return found;
}

/** What a resume's lines say: name, contact, work, education, skills and languages. */
export function readResume(lines: string[]): ResumeContent {
  const sections = sectionsOf(lines);
  const linesOf = (kind: SectionKind) => sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
  const { email, phone } = contactOf(lines);
  const skillLines = [...linesOf('skills'), ...labelledList(lines, skillLabels)];
  const languageLines = [...linesOf('languages'), ...labelledList(lines, languageLabels)];
  return {
    name: nameOf(sections),
    email,
    phone,
    work_experiences: entriesOf(linesOf('work'))
      .map(workOf)
      .filter((work) => work.job_title || work.company_name),
    educations: entriesOf(linesOf('education'))
      .map(educationOf)
      .filter((education) => education.school),
    skills: readSkills(skillLines),
    languages: readLanguages(languageLines),
  };
}
