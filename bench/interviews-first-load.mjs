// First-load JavaScript of the signed-in pages that show interviews (budget 250 KB gzip): My
// Jobs → Interviews and a conversation holding an invitation card, against a running web and
// platform (loopback only):
//   WEB=http://127.0.0.1:3000 PLATFORM=http://127.0.0.1:4000 node bench/interviews-first-load.mjs
import { call, measurePages, seekerWithChat } from './signed-in-pages.mjs';

const { job, chatId, cookie } = await seekerWithChat('interviews');
const detail = await call(`/job/${job.id}`);
const recruiter = await call('/auth/recruiters/login', {
  method: 'POST',
  headers: { 'Role-Id': '2' },
  body: JSON.stringify({ email: `recruiter-${detail.recruiter.id}@recruiters.hireloop.localhost`, password: process.env.DEV_RECRUITER_PASSWORD ?? 'recruit-dev-1234' }),
});
await call(`/interview/recruiter/chats/${chatId}/interviews`, {
  method: 'POST',
  headers: { 'Role-Id': '2', Authorization: `Bearer ${recruiter.session_id}` },
  body: JSON.stringify({
    times: [new Date(Date.now() + 26 * 3_600_000).toISOString()],
    time_zone: 'Asia/Manila',
    mode: 'in_person',
    address: 'Makati',
    contact_name: 'Rita',
    contact_phone: '+639171234567',
  }),
});

await measurePages('First-load JavaScript (gzip), signed-in interview pages (budget 250 KB)', [
  { name: 'My Jobs → Interviews', path: '/en-us/my-jobs?tab=interviews', headers: cookie, budgetKb: 250 },
  { name: 'My Jobs → Applied', path: '/en-us/my-jobs?tab=applied', headers: cookie, budgetKb: 250 },
  { name: 'conversation with a card', path: `/en-us/chat/${chatId}`, headers: cookie, budgetKb: 250 },
]);
