#!/usr/bin/env node
/**
 * Copies the regular (400) Noto (and IBM Plex Sans Arabic) fonts the resume generator needs out of the @fontsource npm
 * packages into server/resume/fonts/, with an index of which characters each file covers
 * (from the packages' own unicode-range lists). Run it after `npm pack` + untar of:
 *   @fontsource/noto-sans @fontsource/ibm-plex-sans-arabic @fontsource/noto-sans-jp
 *   @fontsource/noto-sans-sc @fontsource/noto-sans-tc
 * usage: node scripts/vendor-resume-fonts.mjs <folder holding noto-sans/, ibm-plex-sans-arabic/, …>
 * (docs/decisions/0042-generated-resumes.md says why the files are in the repo.)
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const from = process.argv[2];
if (!from) throw new Error('usage: vendor-resume-fonts.mjs <folder of untarred @fontsource packages>');
const out = new URL('../server/resume/fonts/', import.meta.url).pathname;

/** family key → package folder and the unicode-range subsets to keep (the Latin ones come from Noto Sans). */
const families = {
  latin: { dir: 'noto-sans', keep: (subset) => subset !== 'devanagari' },
  arabic: { dir: 'ibm-plex-sans-arabic', keep: (subset) => subset === 'arabic' },
  jp: { dir: 'noto-sans-jp', keep: (subset) => /^\d+$/.test(subset) },
  sc: { dir: 'noto-sans-sc', keep: (subset) => /^\d+$/.test(subset) },
  tc: { dir: 'noto-sans-tc', keep: (subset) => /^\d+$/.test(subset) },
};

function parseRanges(list) {
  return list.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(a, 16);
    return [start, b ? Number.parseInt(b, 16) : start];
  });
}

rmSync(out, { recursive: true, force: true });
const faces = [];
for (const [family, { dir, keep }] of Object.entries(families)) {
  const css = readFileSync(join(from, dir, 'package', '400.css'), 'utf8');
  mkdirSync(join(out, family), { recursive: true });
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+?-400-normal)\.woff2\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const subset = new RegExp(`^${dir}-(.+)-400-normal$`).exec(file)?.[1] ?? '';
    if (!keep(subset.replace(/^\[|\]$/g, ''))) continue;
    // WOFF 1, not WOFF2: fontkit subsets a WOFF's glyf table for the PDF but not a WOFF2's transformed one.
    const name = `${subset.replace(/[^a-z0-9-]/gi, '')}.woff`;
    copyFileSync(join(from, dir, 'package', 'files', `${file}.woff`), join(out, family, name));
    faces.push({ family, file: `${family}/${name}`, ranges: parseRanges(range) });
  }
}
writeFileSync(join(out, 'faces.json'), `${JSON.stringify(faces)}\n`);
copyFileSync(join(from, 'noto-sans', 'package', 'LICENSE'), join(out, 'OFL-Noto.txt'));
copyFileSync(join(from, 'ibm-plex-sans-arabic', 'package', 'LICENSE'), join(out, 'OFL-IBM-Plex.txt'));
console.log(`${faces.length} font files → ${out}`);
