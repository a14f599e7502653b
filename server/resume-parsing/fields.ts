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
// A comma, semicolon or colon left at either end by a split ("Acme Corp," of "Engineer, Acme Corp, 2019") goes too.
const withoutDecoration = (text: string) =>
  trimWhere(text, spaceOr('■□●○◆◇▶►▸【[《〈「『#=_*|:-,;，；、'), spaceOr('■□●○◆◇◀◄【】]》〉」』#=_*|:：-,;，；、'));
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

/**
 * Parts of a header line: "Engineer — Acme", "Acme | Engineer", "Engineer at Acme", cells of a
 * table row, and Chinese or Japanese words set apart by a space ("株式会社サクラ 営業担当").
 */
function partsOf(text: string): string[] {
  return text
    .split(/\s{2,}|\s[|｜—–]\s|\s-\s|[|｜]|\s+(?:at|@|en|na|di|em|في|لدى)\s+|,\s+(?=\p{Lu})|，|、|(?<=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\s(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])|,(?=[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])/u)
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
  // Where each entry's header starts when headers stand above the dates: the body of the entry
  // before it ends there, not two lines above its dates whatever the header's height.
  const headerStart = (n: number) => {
    const index = (anchors[n] as { index: number }).index;
    const previous = anchors[n - 1]?.index ?? -1;
    let start = index;
    while (start - 1 > previous && index - (start - 1) <= 2 && !isDescription(lines[start - 1] as string)) start--;
    return start;
  };
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
    const bodyEnd = headerAbove && n + 1 < anchors.length ? Math.max(bodyStart, headerStart(n + 1)) : next;
    const headerParts = header.flatMap(partsOf);
    return { period, parts: headerAbove ? [...headerParts, ...parts] : [...parts, ...headerParts], body: lines.slice(bodyStart, bodyEnd) };
  });
}

function pick(parts: string[], marks: readonly string[]): string | null {
  return parts.find((part) => hasMark(part, marks)) ?? null;
}

/** The lines under an entry, bullets taken off, one a line: its description (null when none). */
function descriptionOf(body: string[]): string | null {
  const text = body
    .map((line) => line.replace(bullet, '').trim())
    .filter((line) => line.length > 0)
    .join('\n');
  return text.length > 0 ? text : null;
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
  return {
    job_title: title,
    company_name: company,
    from: period.from,
    to: period.current ? null : period.to,
    current: period.current,
    description: descriptionOf(entry.body),
  };
}

/** The degree level a text names (config list `degrees`), or null. */
export function degreeIdOf(text: string): number | null {
  const value = normalise(text);
  for (const [words, id] of degreeWords) if (hasMarkIn(value, words)) return id;
  return null;
}

// Words that join a degree to its field: the last one splits them ("Bachelor of Science in Computer Science").
const fieldJoins = [' in ', ' en ', ' em ', ' dalam ', ' bidang ', ' في ', ' alanında ', ' bölümü '];
// "Bachelor of Science" names the degree, not a field; "Bachelor of Business" gives both.
const degreeKinds = new Set(['science', 'sciences', 'arts', 'applied science', 'fine arts', 'philosophy', 'laws', 'ciencias', 'artes', 'ciências']);

/**
 * A degree as written, cut into the degree and its field of study: "Bachelor of Science in
 * Computer Science" → Bachelor of Science, Computer Science; "Licenciatura en Administración" →
 * Licenciatura, Administración; "Bachelor of Business" → itself, Business; "BSc, Physics". Found by
 * index scans of a same-length lower-case copy, not by patterns that could backtrack.
 */
export function splitDegree(text: string): { degree: string; field: string | null } {
  const folded = foldSameLength(text);
  const cut = (at: number, width: number) => {
    const field = withoutDecoration(text.slice(at + width)).trim();
    const degree = withoutDecoration(text.slice(0, at)).trim();
    return field && degreeIdOf(field) === null && degreeIdOf(degree) !== null ? { degree, field } : null;
  };
  let best = -1;
  let width = 0;
  for (const join of fieldJoins) {
    const at = folded.lastIndexOf(join);
    if (at > best) {
      best = at;
      width = join.length;
    }
  }
  const joined = best > 0 ? cut(best, width) : null;
  if (joined) return joined;
  for (const mark of [',', '，', '、', '・', ' — ', ' – ', ' - ']) {
    const at = folded.indexOf(mark);
    const split = at > 0 ? cut(at, mark.length) : null;
    if (split) return split;
  }
  for (const join of [' of ', ' de ', ' da ', ' do ']) {
    const at = folded.indexOf(join);
    if (at <= 0) continue;
    const field = text.slice(at + join.length).trim();
    if (field && degreeIdOf(field) === null && !degreeKinds.has(normalise(field))) return { degree: text.trim(), field };
    break;
  }
  return { degree: text.trim(), field: null };
}

function educationOf(entry: Entry): ParsedEducation {
  const { parts, period } = entry;
  const school = pick(parts, schoolMarks) ?? parts.find((part) => degreeIdOf(part) === null) ?? null;
  const degreeText = parts.find((part) => part !== school && degreeIdOf(part) !== null) ?? entry.body.find((line) => degreeIdOf(line) !== null) ?? null;
  const degreeId = degreeText ? degreeIdOf(degreeText) : null;
  const split = degreeText ? splitDegree(degreeText.replace(bullet, '')) : null;
  let field = split?.field ?? null;
  const otherPart = parts.find((part) => part !== school && part !== degreeText && degreeIdOf(part) === null);
  if (!field && otherPart && !hasMark(otherPart, schoolMarks)) field = otherPart;
  return {
    school,
    degree: split?.degree ?? null,
    degree_id: degreeId,
    field_of_study: field,
    from: period.from,
    to: period.current ? null : period.to,
    current: period.current,
    description: descriptionOf(entry.body.filter((line) => line !== degreeText)),
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

const noPeriod: Period = { from: null, to: null, current: false, start: 0, end: 0 };
const isSchool = (parts: string[]) => parts.some((part) => hasMark(part, schoolMarks));
const isDegree = (parts: string[]) => parts.some((part) => degreeIdOf(part) !== null);

/**
 * Work and education of a resume without those headings ("Sales Manager at Acme Corp 2019-2024",
 * "Bachelor of Business, University of Manila"): each line with a period and a job title or company
 * mark is a job, one with a school mark or a degree is an education, as is a line naming both a
 * school and a degree with no dates; bullets and long lines under an entry are its description.
 * Contact lines, the name and labelled lines ("Skills: …") are none of these.
 */
function unheadedEntries(lines: string[], name: string | null): { work: Entry[]; education: Entry[] } {
  const work: Entry[] = [];
  const education: Entry[] = [];
  const candidates = lines.filter((line) => {
    const text = line.trim();
    return text !== name && findEmail(text) === null && !labelled.test(text) && !/https?:|www\./i.test(text);
  });
  let current: Entry | null = null;
  for (const line of candidates) {
    const original = line.normalize('NFKC');
    const folded = foldSameLength(original);
    const period = line.length > 160 || bullet.test(line) ? null : (findPeriods(folded).find((found) => found.from !== null || found.to !== null) ?? null);
    // A line with dates starts an entry; a bullet or a long line under one is its description.
    if (current && !period && (bullet.test(line) || isDescription(line))) {
      current.body.push(line);
      continue;
    }
    current = null;
    if (line.length > 160 || bullet.test(line)) continue;
    const rest = period ? `${original.slice(0, period.start)}  ${original.slice(period.end)}` : original;
    const parts = partsOf(rest.replace(/[()（）]/g, ' '));
    if (parts.length === 0) continue;
    if (isSchool(parts) && (period || isDegree(parts))) {
      current = { period: period ?? noPeriod, parts, body: [] };
      education.push(current);
    } else if (period && isDegree(parts)) {
      current = { period, parts, body: [] };
      education.push(current);
    } else if (period && (parts.some((part) => hasMark(part, titleMarks) || hasMark(part, companyMarks)) || parts.length >= 2)) {
      current = { period, parts, body: [] };
      work.push(current);
    }
  }
  return { work, education };
}

/** What a resume's lines say: name, contact, work, education, skills and languages. */
export function readResume(lines: string[]): ResumeContent {
  const sections = sectionsOf(lines);
  const linesOf = (kind: SectionKind) => sections.filter((section) => section.kind === kind).flatMap((section) => section.lines);
  const { email, phone } = contactOf(lines);
  const skillLines = [...linesOf('skills'), ...labelledList(lines, skillLabels)];
  const languageLines = [...linesOf('languages'), ...labelledList(lines, languageLabels)];
  // Without a work or education heading, the lines before any heading are read by their dates and patterns.
  const headed = sections.some((section) => section.kind === 'work' || section.kind === 'education');
  const unheaded = headed ? { work: [], education: [] } : unheadedEntries(sections[0]?.lines ?? [], nameOf(sections));
  return {
    name: nameOf(sections),
    email,
    phone,
    work_experiences: [...entriesOf(linesOf('work')), ...unheaded.work]
      .map(workOf)
      .filter((work) => work.job_title || work.company_name),
    educations: [...entriesOf(linesOf('education')), ...unheaded.education]
      .map(educationOf)
      .filter((education) => education.school),
    skills: readSkills(skillLines),
    languages: readLanguages(languageLines),
  };
}
