// First-load JavaScript of a page: every script the server-rendered HTML loads, gzipped the
// way a server would send it, summed. Budgets: search page 150 KB, job page 130 KB.
import { gzipSync } from 'node:zlib';
import { getWithHost } from './http-get.mjs';

/** `headers` (a session cookie) reach the page only: its scripts are the same for everyone. */
export async function firstLoadJs(url, host, headers = {}) {
  const html = (await getWithHost(url, host, headers)).body.toString();
  // nomodule scripts are legacy polyfills that modern browsers neither download nor run.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean);
  const origin = new URL(url).origin;
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(sources)) {
    const { body } = await getWithHost(new URL(src, origin).toString(), host);
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  // Inline flight data is part of what the browser downloads, but not JavaScript to parse; report it apart.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + m[1].length, 0);
  return { scripts: new Set(sources).size, rawKb: raw / 1024, gzipKb: gzip / 1024, inlineKb: inline / 1024, htmlKb: html.length / 1024 };
}
