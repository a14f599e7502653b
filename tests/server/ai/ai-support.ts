import { educations, jobPreferences, userSkills, users, workExperiences } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { TestPlatform } from '../../support/platform';
import { makeSeeker, type Seeker } from '../profile-support';

/** A seeker with what AI writing needs: a desired job, a job with a measurable result, a school and skills. */
export async function makeReadySeeker(platform: TestPlatform, languageSlug = 'en-us'): Promise<Seeker & { preferenceId: number }> {
  const seeker = await makeSeeker(platform, { languageSlug, workingSince: '2019-03-01' });
  const db = platform.handle.db;
  const [preference] = await db
    .insert(jobPreferences)
    .values({ userId: seeker.id, jobTitle: 'Customer Service Team Lead', industryId: 1, jobTypeId: 1, workArrangement: 'remote', currency: 'php', salaryFrom: 30000, salaryTo: 40000, workTimezone: 'UTC+08:00' })
    .returning();
  await db.insert(workExperiences).values({
    userId: seeker.id,
    companyName: 'Acme Contact Centre',
    jobTitle: 'Customer Service Representative',
    workingPeriodFrom: '2019-03-01',
    isCurrentlyWorkHere: true,
    description: 'Answered customer calls and emails for a telecom client. Raised first-call resolution to 87% across a team of 12.',
  });
  await db.insert(educations).values({ userId: seeker.id, school: 'University of Santo Tomas', degreeId: 1, fieldOfStudy: 'Communication', studyPeriodFrom: '2014-06-01', studyPeriodTo: '2018-04-01' });
  await db.insert(userSkills).values([
    { userId: seeker.id, value: 'Customer service', sort: 0 },
    { userId: seeker.id, value: 'Zendesk', sort: 1 },
  ]);
  return { ...seeker, preferenceId: preference?.id ?? 0 };
}

/** Reads a server-sent event stream as it arrives: each event's data, and how many network chunks carried them. */
export async function readEvents(response: Response): Promise<{ events: any[]; chunks: number; chunksBeforeDone: number }> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: any[] = [];
  let buffer = '';
  let chunks = 0;
  let chunksBeforeDone = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks += 1;
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      buffer = buffer.slice(end + 2);
      const event = JSON.parse(data);
      if (event.type !== 'done' && event.type !== 'error') chunksBeforeDone = chunks;
      events.push(event);
    }
  }
  return { events, chunks, chunksBeforeDone };
}

export async function summaryOf(platform: TestPlatform, userId: number): Promise<string | null> {
  const [row] = await platform.handle.db.select({ summary: users.summary }).from(users).where(eq(users.id, userId));
  return row?.summary ?? null;
}
