// Requests per second of a search page and a job page against a static page served by the same
// Next server in the same run; the ratio to the static page is the figure. Loopback only.
import autocannon from 'autocannon';
import { getWithHost } from './http-get.mjs';

function run(url, host, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 20, duration: seconds, headers: { host }, excludeErrorStats: false },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function webThroughput({ base, host, pages, seconds = 10 }) {
  const figures = [];
  for (const page of pages) {
    await getWithHost(`${base}${page.path}`, host); // render once, as a cache would
    const result = await run(`${base}${page.path}`, host, seconds);
    figures.push({
      page: page.name,
      path: page.path,
      rps: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
  const staticRps = figures.find((f) => f.page === 'static')?.rps ?? 0;
  for (const f of figures) f.ratioToStatic = staticRps ? Number((f.rps / staticRps).toFixed(2)) : null;
  return figures;
}
