/**
 * Writes the parsing benchmark's resume set into bench/resume-parsing/set/: each resume of
 * resumes.ts as a PDF (pdf-lib, fonts embedded as subsets), a DOCX (WordprocessingML written
 * here) or a DOC (the DOCX converted by LibreOffice), with `<file>.expected.json` beside it.
 *
 * The files are committed, so CI and the benchmark need neither the fonts nor LibreOffice. To
 * make them again (Debian): apt-get install fonts-dejavu-core fonts-droid-fallback
 * libreoffice-writer-nogui, then `npx tsx bench/resume-parsing/generate.ts` (only missing files;
 * `--all` makes every one again).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { zipSync } from 'fflate';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { heldOutResumes, type ResumeSpec, resumes } from './resumes';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'set');
const latinFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const cjkFont = '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf';

interface Line {
  text: string;
  size: number;
  side?: boolean;
  gapBefore?: number;
}

const cjk = (spec: ResumeSpec) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(spec.name);

function linesOf(spec: ResumeSpec): Line[] {
  const lines: Line[] = [];
  const sep = cjk(spec) ? '、' : spec.rtl ? '، ' : ', ';
  const colon = cjk(spec) ? '：' : ': ';
  const side = spec.layout === 'sidebar';
  const heading = (text: string, onSide = false) => lines.push({ text, size: 13, side: onSide, gapBefore: 10 });
  const text = (value: string, onSide = false) => lines.push({ text: value, size: 10, side: onSide });
  lines.push({ text: spec.labels ? `${spec.labels.name}${colon}${spec.name}` : spec.name, size: 20 });
  if (spec.labels) {
    text(`${spec.labels.email}${colon}${spec.email}`);
    text(`${spec.labels.phone}${colon}${spec.phone}`);
  } else if (side) {
    text(spec.email, true);
    text(spec.phone, true);
  } else text(`${spec.email}  |  ${spec.phone}`);
  if (spec.layout === 'headingless') return [...lines, ...headinglessLines(spec, sep, colon)];
  if (spec.summary && spec.headings.summary) {
    heading(spec.headings.summary);
    text(spec.summary);
  }
  heading(spec.headings.work);
  for (const work of spec.work) {
    if (spec.layout === 'narrative') text(`${work.title}${spec.at ?? ' at '}${work.company}, ${work.dates}`);
    else if (spec.layout === 'messy') text(`${work.title}, ${work.company}, ${work.dates}`);
    else if (spec.layout === 'compact') text(`${work.company} | ${work.title} | ${work.dates}`);
    else if (spec.layout === 'dates-first') {
      text(`${work.dates}   ${work.company}`);
      text(work.title);
    } else if (spec.layout === 'labelled') {
      text(work.title);
      text(work.company);
      text(work.dates);
    } else {
      text(`${work.title} — ${work.company}`);
      text(work.dates);
    }
    for (const point of work.bullets) text(`• ${point}`);
  }
  heading(spec.headings.education);
  for (const education of spec.education) {
    if (spec.layout === 'narrative') {
      text(education.school);
      text(`${education.degree}, ${education.dates}`);
    } else if (spec.layout === 'messy') text(`${education.degree}, ${education.school}, ${education.dates}`); else if (spec.layout === 'compact') text(`${education.school} | ${education.degree} | ${education.dates}`);
    else if (spec.layout === 'dates-first') {
      text(`${education.dates}   ${education.school}`);
      text(education.degree);
    } else if (spec.layout === 'labelled') {
      text(education.school);
      text(education.degree);
      text(education.dates);
    } else {
      text(`${education.degree} — ${education.school}`);
      text(education.dates);
    }
  }
  heading(spec.headings.skills, side);
  if (side) for (const skill of spec.skills) text(skill, true);
  else text(spec.skills.join(sep));
  heading(spec.headings.languages, side);
  for (const language of spec.languages) text(side ? language.text : `• ${language.text}`, side);
  return lines;
}

/** A resume with no section headings: entries known by their dates and patterns alone (issue 36). */
function headinglessLines(spec: ResumeSpec, sep: string, colon: string): Line[] {
  const lines: Line[] = [];
  const text = (value: string) => lines.push({ text: value, size: 10 });
  if (spec.summary) text(spec.summary);
  for (const work of spec.work) {
    text(`${work.title}${spec.at ?? ' at '}${work.company} ${work.dates}`);
    for (const point of work.bullets) text(`- ${point}`);
  }
  for (const education of spec.education) text(`${education.degree}, ${education.school}${education.dates ? ` ${education.dates}` : ''}`);
  const labels = spec.listLabels ?? { skills: 'Skills', languages: 'Languages' };
  text(`${labels.skills}${colon}${spec.skills.join(sep)}`);
  text(`${labels.languages}${colon}${spec.languages.map((language) => language.text).join(sep)}`);
  return lines;
}

async function pdfOf(spec: ResumeSpec): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(spec.name);
  const fonts = {
    latin: await pdf.embedFont(readFileSync(latinFont), { subset: true }),
    // Only a resume with Chinese or Japanese text needs the CJK font installed.
    cjk: cjk(spec) ? await pdf.embedFont(readFileSync(cjkFont), { subset: true }) : null,
  };
  const fontFor = (text: string): PDFFont =>
    fonts.cjk && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。：（）〜ー・，]/u.test(text) ? fonts.cjk : fonts.latin;
  const [width, height] = [595, 842];
  const margin = 50;
  const sideWidth = 150;
  let page = pdf.addPage([width, height]);
  const y = { main: height - margin, side: height - margin - 40 };
  for (const line of linesOf(spec)) {
    const column = line.side ? 'side' : 'main';
    y[column] -= (line.gapBefore ?? 0) + line.size * 1.5;
    if (y[column] < margin) {
      page = pdf.addPage([width, height]);
      y.main = height - margin;
      y.side = height - margin;
      y[column] -= line.size * 1.5;
    }
    const left = spec.layout === 'sidebar' ? (line.side ? margin : margin + sideWidth + 30) : margin;
    const right = spec.layout === 'sidebar' && line.side ? margin + sideWidth : width - margin;
    const runs = runsOf(line.text, Boolean(spec.rtl));
    const widthOf = (run: string) => fontFor(run).widthOfTextAtSize(run, line.size);
    const total = runs.reduce((sum, run) => sum + widthOf(run), 0);
    // Right to left: the runs of the logical order are placed from the right edge leftwards.
    let x = spec.rtl ? right : left;
    for (const run of runs) {
      const runWidth = widthOf(run);
      if (spec.rtl) x -= runWidth;
      if (run.trim() !== '') page.drawText(run, { x, y: y[column], size: line.size, font: fontFor(run), color: rgb(0.1, 0.1, 0.1) });
      if (!spec.rtl) x += runWidth;
    }
    void total;
    // The sidebar's name line spans the page: both columns start below it.
    if (line.size >= 20 && spec.layout === 'sidebar') y.side = Math.min(y.side, y.main - 10);
  }
  return pdf.save();
}

/**
 * A line as runs to draw one after another: in a left-to-right line, runs of one script (the
 * CJK font has no Latin letters or digits); in a right-to-left line, words and the spaces between
 * them, so numbers and Latin words keep their own direction (the Unicode bidi result for these
 * lines), each Arabic word shaped by fontkit.
 */
function runsOf(text: string, rtl: boolean): string[] {
  if (rtl) return text.split(/(\s+)/).filter((run) => run !== '');
  return text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。：（）〜ー・，]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}、。：（）〜ー・，]+/gu) ?? [];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function docxOf(spec: ResumeSpec): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  const bidi = spec.rtl ? '<w:bidi/><w:jc w:val="right"/>' : '';
  const paragraphs = linesOf(spec)
    .map(
      (line) =>
        `<w:p><w:pPr>${bidi}${line.gapBefore ? '<w:spacing w:before="200"/>' : ''}</w:pPr><w:r><w:rPr>${spec.rtl ? '<w:rtl/>' : ''}${line.size > 10 ? '<w:b/>' : ''}<w:sz w:val="${line.size * 2}"/></w:rPr><w:t xml:space="preserve">${escapeXml(line.text)}</w:t></w:r></w:p>`,
    )
    .join('');
  const main = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  return zipSync({
    '[Content_Types].xml': encode(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
    ),
    '_rels/.rels': encode(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': encode(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
    ),
  });
}

function docOf(spec: ResumeSpec): Uint8Array {
  const work = mkdtempSync(join(tmpdir(), 'resume-doc-'));
  const source = join(work, spec.file.replace(/\.doc$/, '.docx'));
  writeFileSync(source, docxOf(spec));
  execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${work}/profile`, '--convert-to', 'doc:MS Word 97', '--outdir', work, source], { stdio: 'ignore' });
  return readFileSync(join(work, spec.file));
}

/** What the benchmark expects to read from a resume. */
export function expectedOf(spec: ResumeSpec) {
  return {
    held_out: Boolean(spec.heldOut),
    name: spec.name,
    email: spec.email,
    phone: spec.phone,
    work_experiences: spec.work.map((work) => ({
      job_title: work.title,
      company_name: work.company,
      from: work.from,
      to: work.to,
      current: work.to === null,
      description: work.bullets.join('\n'),
    })),
    educations: spec.education.map((education) => ({
      school: education.school,
      degree_id: education.degree_id,
      ...(education.field ? { field_of_study: education.field } : {}),
      from: education.from,
      to: education.to,
    })),
    skills: spec.skills,
    languages: spec.languages.map((language) => language.id),
  };
}

// The committed files stay as they are (their bytes are what was measured): only missing ones are
// made, unless --all; every expected answer is written again.
const all = process.argv.includes('--all');
mkdirSync(out, { recursive: true });
for (const spec of [...resumes, ...heldOutResumes]) {
  const path = join(out, spec.file);
  writeFileSync(`${path}.expected.json`, `${JSON.stringify(expectedOf(spec), null, 2)}\n`);
  if (!all && existsSync(path)) continue;
  const bytes = spec.format === 'pdf' ? await pdfOf(spec) : spec.format === 'docx' ? docxOf(spec) : docOf(spec);
  writeFileSync(`${path}.tmp`, bytes);
  renameSync(`${path}.tmp`, path);
  console.log(`${spec.file}: ${bytes.length} bytes`);
}
