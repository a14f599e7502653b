/**
 * Generated resumes: the time to set one resume PDF per template and language
 * (server/resume/generate.ts), on a full sample profile (3 jobs, 2 schools, 8 skills, 3 links)
 * written in each language. The first resume in a process also parses the fonts it touches:
 * reported apart as "cold". Prints a Markdown table for bench/README.md.
 * Run: node --import tsx bench/resume-generate.mjs [runs per cell, default 5]
 */
import { readFileSync } from 'node:fs';
import { languageSlugs } from '../lib/languages.ts';
import { resumeTemplateIds } from '../lib/resume-templates.ts';
import { headingsIn } from '../server/resume/content.ts';
import { renderResume } from '../server/resume/generate.ts';

const runs = Number(process.argv[2] ?? 5);

function sampleContent(slug) {
  const s = JSON.parse(readFileSync(new URL(`../i18n/messages/resumeTemplates/${slug}.json`, import.meta.url), 'utf8')).ResumeSample;
  const headings = headingsIn(slug);
  const job = (n) => ({ title: s.jobTitle, subtitle: `${s.jobCompany} ${n}`, period: s.jobPeriod, body: `${s.jobBody} ${s.summary} ${s.jobBody}` });
  return {
    language: slug,
    name: s.name,
    headline: s.headline,
    contact: s.contact.split(' · '),
    summary: `${s.summary} ${s.summary}`,
    experience: [job(1), job(2), job(3)],
    education: [
      { title: s.school, subtitle: s.degree, period: s.jobPeriod, body: null },
      { title: s.school, subtitle: s.degree, period: s.jobPeriod, body: s.summary },
    ],
    licenses: [],
    skills: [...s.skills.split(' · '), ...s.skills.split(' · '), 'TypeScript', 'Excel'],
    languages: s.langs.split(' · '),
    links: ['https://example.com/portfolio', 'https://example.com/blog', 'https://example.com/talks'],
    headings,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
let cold = null;
for (const slug of languageSlugs) {
  const content = sampleContent(slug);
  const cells = [];
  for (const template of resumeTemplateIds) {
    const times = [];
    let size = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const { bytes } = await renderResume(content, template);
      const ms = performance.now() - started;
      if (cold === null) cold = { slug, template, ms };
      else times.push(ms);
      size = bytes.length;
    }
    cells.push(`${median(times.length ? times : [cold.ms]).toFixed(0)} ms (${(size / 1024).toFixed(0)} KB)`);
  }
  rows.push(`| ${slug} | ${cells.join(' | ')} |`);
}
console.log(`Median of ${runs} runs per cell (warm process), PDF size in brackets; cold first resume (${cold.slug}, ${cold.template}): ${cold.ms.toFixed(0)} ms.\n`);
console.log(`| language | ${resumeTemplateIds.join(' | ')} |`);
console.log(`|---|${resumeTemplateIds.map(() => '---').join('|')}|`);
for (const row of rows) console.log(row);
