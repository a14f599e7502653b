// Lighthouse (mobile, the default form factor) in Debian's Chromium against pages served on
// loopback. Chromium resolves <key>.localhost itself, so each country site is reachable.
// Each page is measured `runs` times (LIGHTHOUSE_RUNS, default 3) and the median run by
// performance is kept: on a shared 2-core machine one run is mostly noise. Where the main
// thread went (Lighthouse's own categories) and the costliest scripts come with it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function summarise(url, lhr) {
  const { categories, audits } = lhr;
  const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
  const bootup = audits['bootup-time']?.details?.items ?? [];
  return {
    url,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    domElements: audits['dom-size']?.numericValue ?? null,
    mainThreadMs: Object.fromEntries(breakdown.map((item) => [item.groupLabel ?? item.group, Math.round(item.duration)])),
    scripts: bootup.slice(0, 4).map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      scriptingMs: Math.round(item.scripting),
      parseMs: Math.round(item.scriptParseCompile),
    })),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export async function lighthouseScores(urls, { runs = runsPerPage } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const scores = [];
    for (const url of urls) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        });
        measured.push(summarise(url, result.lhr));
      }
      measured.sort((a, b) => a.performance - b.performance);
      const median = measured[Math.floor(measured.length / 2)];
      scores.push({ ...median, runs: measured.map((m) => ({ performance: m.performance, tbtMs: m.tbtMs, lcpMs: m.lcpMs })) });
    }
    return scores;
  } finally {
    await chrome.kill();
  }
}
