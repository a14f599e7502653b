// Fit quality benchmark (issue 35 item 1): on the judged set (bench/fit-judged-set.mjs: seekers
// and jobs of one market per language — the Philippines in English, Japan in Japanese, the
// Emirates in Arabic, Spanish speakers in the United States — each job graded by a recruiter),
// rank each seeker's jobs by fit and print NDCG@10 per language (target ≥ 0.9 in 3+ languages). Runs fit's
// own scoring (server/fit/score.ts) on the fields its loader reads; no database, no network.
//
//   node --import tsx bench/fit-quality.mjs [--verbose]
import { foldSkill, scoreFit } from '../server/fit/score.ts';
import { judgedSet } from './fit-judged-set.mjs';

const verbose = process.argv.includes('--verbose');
const k = 10;

/** NDCG@k of grades in ranked order against the ideal order (gain 2^grade − 1). */
function ndcg(ranked, k) {
  const dcg = (grades) => grades.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...ranked].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(ranked) / ideal;
}

const byLanguage = new Map();
for (const item of judgedSet(foldSkill)) {
  const scored = item.jobs.map((entry) => ({ ...entry, score: scoreFit(item.profile, entry.job).score }));
  // Ties keep the set's order reversed, so a tie never flatters the figure.
  const ranked = scored.map((entry, i) => ({ ...entry, i })).sort((a, b) => b.score - a.score || b.i - a.i);
  const value = ndcg(ranked.map((entry) => entry.grade), k);
  byLanguage.set(item.language, [...(byLanguage.get(item.language) ?? []), value]);
  if (verbose) {
    console.log(`${item.language} seeker ${item.seeker} (${item.trade}): NDCG@${k} ${value.toFixed(3)}`);
    for (const entry of ranked) console.log(`  ${String(entry.score).padStart(3)}  grade ${entry.grade}  ${entry.name}`);
  }
}

let passing = 0;
console.log(`Fit NDCG@${k} per language (mean over seekers):`);
for (const [language, values] of byLanguage) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean >= 0.9) passing += 1;
  console.log(`  ${language}: ${mean.toFixed(3)} (${values.length} seekers, ${values.map((v) => v.toFixed(3)).join(' ')})`);
}
console.log(`${passing} of ${byLanguage.size} languages at or above 0.9`);
process.exitCode = passing >= 3 ? 0 : 1;
