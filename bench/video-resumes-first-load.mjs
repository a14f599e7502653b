// First-load JavaScript of manage-profile with a video resume (signed-in budget 250 KB gzip),
// against a running web and platform (loopback only). The section's player, form checks and
// schemas are in manage-profile's bundle; zod loads with the first answer the section reads.
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/video-resumes-first-load.mjs
import { readFileSync } from 'node:fs';
import { measurePages, platform, seekerWithChat } from './signed-in-pages.mjs';

const { token, cookie } = await seekerWithChat('video-resumes');
const form = new FormData();
form.set('video_resume', new File([readFileSync(new URL('../tests/fixtures/video/short.mp4', import.meta.url))], 'Bench.mp4', { type: 'video/mp4' }));
const uploaded = await fetch(`${platform}/jobseeker/video_resume/upload_v1`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' },
  body: form,
});
if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);

await measurePages('First-load JavaScript (gzip), video resumes', [
  { name: 'manage-profile (with a video resume)', path: '/en-us/manage-profile', headers: cookie, budgetKb: 250 },
]);
