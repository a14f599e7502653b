import { type ChatUser, chatCall, type JobWithRecruiter, recruiterSession, seeker } from './chat-support';
import type { TestPlatform } from '../support/platform';

/** A clock the tests move: the app reads it on every request. */
export function movableClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set(value: Date) {
      current = value;
    },
  };
}

export const hours = (n: number) => n * 3_600_000;
export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A seeker in a chat with a job's recruiter, both signed in. */
export async function chatPair(platform: TestPlatform, job: JobWithRecruiter, fields: Parameters<typeof seeker>[1] = {}) {
  const me = await seeker(platform, fields);
  const recruiter = await recruiterSession(platform, job.recruiterId);
  const started = await chatCall(platform, me, 'POST', '/chat/chats', { job_id: job.id });
  if (started.code !== 0) throw new Error(`chat start failed: ${started.code} ${started.message}`);
  return { me, recruiter, chatId: Number(started.data.chat.id) };
}

export function details(times: Date[], extra: Record<string, unknown> = {}) {
  return {
    times: times.map((time) => time.toISOString()),
    time_zone: 'Asia/Manila',
    mode: 'video',
    video_link: 'https://meet.example.com/abc-defg',
    contact_name: 'Rita Recruiter',
    contact_phone: '+63 917 123 4567',
    instructions: 'Bring your portfolio.',
    ...extra,
  };
}

export async function invite(platform: TestPlatform, recruiter: ChatUser, chatId: number, times: Date[]) {
  const answer = await chatCall(platform, recruiter, 'POST', `/interview/recruiter/chats/${chatId}/interviews`, details(times));
  if (answer.code !== 0) throw new Error(`invite failed: ${answer.code} ${answer.message} ${JSON.stringify(answer.data)}`);
  return answer.data as { id: number; proposed_times: string[] };
}
