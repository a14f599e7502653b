// First-load JavaScript of the pages attached resumes live on, against a running web and
// platform (loopback only): manage-profile with a resume (signed-in budget 250 KB gzip) and a
// job page, whose apply form (with the resume choice) loads only when the seeker opens it
// (public budget 150 KB).
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/resumes-first-load.mjs
import { call, measurePages, platform, seekerWithChat } from './signed-in-pages.mjs';

const { token, job, cookie } = await seekerWithChat('resumes');
const pdf = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n';
const xref = pdf.length;
const offsets = [9, 58, 115].map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
const body = `${pdf}xref\n0 4\n0000000000 65535 f \n${offsets}trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
const form = new FormData();
form.set('file', new File([body], 'Bench CV.pdf', { type: 'application/pdf' }));
const uploaded = await fetch(`${platform}/jobseeker/resume/upload`, {
  method: 'POST',
  headers: { Authorization: `Bearer ${token}`, 'Country-Id': 'ph', 'Language-Id': 'en-us', 'Role-Id': '1' },
  body: form,
});
if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
const detail = await call(`/job/${job.id}`);
// lib/job-url.ts's canonical job path (the page redirects any other slug).
const slug = detail.title.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '') || 'job';
const jobPathOf = (_title, id) => `/job/${encodeURIComponent(`${slug}-${id}`)}`;

await measurePages('First-load JavaScript (gzip), attached resumes', [
  { name: 'manage-profile', path: '/en-us/manage-profile', headers: cookie, budgetKb: 250 },
  { name: 'job page (signed in)', path: `/en-us${jobPathOf(detail.title, job.id)}`, headers: cookie, budgetKb: 150 },
]);
