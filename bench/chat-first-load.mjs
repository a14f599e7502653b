// First-load JavaScript of the signed-in chat pages (budget 250 KB gzip), and of home signed in
// (the header's unread count must not add to it; budget 150 KB), against a running web and platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/chat-first-load.mjs
// A seeker is registered on the platform; the pages are fetched with its session cookie.
import { getWithHost } from './http-get.mjs';
import { host, measurePages, seekerWithChat, web } from './signed-in-pages.mjs';

const { chatId, cookie } = await seekerWithChat('chat');
const pages = [
  { name: 'chat list (ph, en-us)', path: '/en-us/chat', headers: cookie, budgetKb: 250 },
  { name: 'conversation (ph, en-us)', path: `/en-us/chat/${chatId}`, headers: cookie, budgetKb: 250 },
  { name: 'common phrases', path: '/en-us/settings/common-phrases', headers: cookie, budgetKb: 250 },
  { name: 'home, signed in', path: '/en-us', headers: cookie, budgetKb: 150 },
];
// The job page, signed out, as most visitors see it: "Chat now" must not add to its first load.
const searchHtml = (await getWithHost(`${web}/en-us/jobs-hiring/job-search`, host)).body.toString();
const jobPath = /class="job-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="job-card__link"/.exec(searchHtml)?.slice(1).find(Boolean);
if (jobPath) pages.push({ name: 'job (ph, en-us)', path: jobPath, headers: {}, budgetKb: 150 });
pages.push({ name: 'home, signed out', path: '/en-us', headers: {}, budgetKb: 150 });

await measurePages('First-load JavaScript (gzip), signed-in chat pages', pages);
