/**
 * Resume parsing accuracy and speed (issue 12, item 2): reads every resume of
 * bench/resume-parsing/set/ with the platform's parser and compares what it found with the
 * `<file>.expected.json` beside it. Prints field-level precision and recall (each found value is
 * right or wrong; each expected value is found or missed) and the time to parse one resume.
 *
 *   node --import tsx bench/resume-parsing.mjs [--show file]
 *
 * Writes bench/results/resume-parsing.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resumeLines } from '../server/resume-parsing/text.ts';
import { parseResume } from '../server/resume-parsing/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const setDir = join(here, 'resume-parsing', 'set');
const show = process.argv.includes('--show') ? process.argv[process.argv.indexOf('--show') + 1] : null;
const norm = (value) => (value ?? '').normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Per set and field: values found (and how many right) and values expected (and how many found). */
const sets = { tuning: {}, 'held-out': {} };
let fields = sets.tuning;
const count = (field, found, expected) => {
  fields[field] ??= { found: 0, right: 0, expected: 0, hit: 0 };
  const entry = fields[field];
  const want = expected.map(norm).filter(Boolean);
  const got = found.map(norm).filter(Boolean);
  entry.found += got.length;
  entry.expected += want.length;
  const pool = [...want];
  for (const value of got) {
    const at = pool.indexOf(value);
    if (at !== -1) {
      entry.right += 1;
      pool.splice(at, 1);
    }
  }
  entry.hit += want.length - pool.length;
};

const files = readdirSync(setDir).filter((file) => /\.(pdf|docx|doc)$/.test(file)).sort();
const timings = [];
const perFile = [];
for (const file of files) {
  const type = file.split('.').pop();
  const bytes = new Uint8Array(readFileSync(join(setDir, file)));
  const expected = JSON.parse(readFileSync(join(setDir, `${file}.expected.json`), 'utf8'));
  fields = expected.held_out ? sets['held-out'] : sets.tuning;
  // The first parse of a type loads its library: timed separately from the steady state.
  const started = performance.now();
  const found = await parseResume(bytes, type);
  const first = performance.now() - started;
  const again = performance.now();
  for (let i = 0; i < 3; i++) await parseResume(bytes, type);
  const steady = (performance.now() - again) / 3;
  timings.push({ file, type, first_ms: first, steady_ms: steady });
  if (show === file) {
    console.log((await resumeLines(bytes, type)).join('\n'));
    console.log(JSON.stringify(found, null, 1));
  }
  const period = (entry) => (entry.from || entry.to || entry.current ? `${entry.from ?? '?'}..${entry.current ? 'now' : (entry.to ?? '?')}` : '');
  count('name', [found.name], [expected.name]);
  count('email', [found.email], [expected.email]);
  count('phone', [found.phone], [expected.phone]);
  count('work.job_title', found.work_experiences.map((w) => w.job_title), expected.work_experiences.map((w) => w.job_title));
  count('work.company_name', found.work_experiences.map((w) => w.company_name), expected.work_experiences.map((w) => w.company_name));
  count('work.period', found.work_experiences.map(period), expected.work_experiences.map(period));
  count('education.school', found.educations.map((e) => e.school), expected.educations.map((e) => e.school));
  count('education.degree_level', found.educations.map((e) => String(e.degree_id ?? '')), expected.educations.map((e) => String(e.degree_id)));
  count('education.period', found.educations.map(period), expected.educations.map((e) => period({ ...e, current: false })));
  // Issue 36: the bullets under a job (its description) and, where a resume's expected answer names
  // it, the field of study the degree gives.
  count('work.description', found.work_experiences.map((w) => w.description), expected.work_experiences.map((w) => w.description));
  if (expected.educations.some((e) => 'field_of_study' in e)) {
    count('education.field_of_study', found.educations.map((e) => e.field_of_study), expected.educations.map((e) => e.field_of_study));
  }
  count('skills', found.skills, expected.skills);
  count('languages', found.languages.map((l) => String(l.language_id ?? '')), expected.languages.map(String));
  perFile.push({ file, work: found.work_experiences.length, educations: found.educations.length, skills: found.skills.length, languages: found.languages.length });
}

const pct = (a, b) => (b === 0 ? '—' : `${((a / b) * 100).toFixed(1)}%`);
for (const [name, of] of Object.entries(sets)) {
  const names = files.filter((file) => JSON.parse(readFileSync(join(setDir, `${file}.expected.json`), 'utf8')).held_out === (name === 'held-out'));
  console.log(`\n${name} set: ${names.length} resumes (${names.filter((f) => f.endsWith('.pdf')).length} PDF, ${names.filter((f) => f.endsWith('.docx')).length} DOCX, ${names.filter((f) => f.endsWith('.doc')).length} DOC)\n`);
  console.log('| field | precision | recall | found | expected |');
  console.log('| --- | --- | --- | --- | --- |');
  let right = 0;
  let found = 0;
  let hit = 0;
  let expectedTotal = 0;
  for (const [field, entry] of Object.entries(of)) {
    console.log(`| ${field} | ${pct(entry.right, entry.found)} | ${pct(entry.hit, entry.expected)} | ${entry.found} | ${entry.expected} |`);
    right += entry.right;
    found += entry.found;
    hit += entry.hit;
    expectedTotal += entry.expected;
  }
  console.log(`| **all fields** | ${pct(right, found)} | ${pct(hit, expectedTotal)} | ${found} | ${expectedTotal} |`);
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
console.log('\nTime to parse one resume (median of steady-state runs; first run of a type loads its library):');
for (const type of ['pdf', 'docx', 'doc']) {
  const of = timings.filter((t) => t.type === type);
  if (of.length === 0) continue;
  console.log(`- ${type}: ${median(of.map((t) => t.steady_ms)).toFixed(1)} ms (max ${Math.max(...of.map((t) => t.steady_ms)).toFixed(1)} ms; first ${of[0].first_ms.toFixed(0)} ms)`);
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'resume-parsing.json'), `${JSON.stringify({ at: new Date().toISOString(), sets, timings, perFile }, null, 2)}\n`);
