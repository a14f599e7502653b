import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerSummarySchema, latestAnalysisSchema, resumeAnalysisSchema } from '@/lib/schemas/aicv';
import { builtinWriter } from '@/server/ai/builtin-writer';
import { AiFailure, type AiProvider } from '@/server/ai/provider';
import { aiResumeAnalyses, aiUsage, files, jobs, resumeParses, users, workExperiences } from '@/server/db/schema';
import { call, startTestPlatform, type TestPlatform } from '../../support/platform';
import { makeSeeker } from '../profile-support';
import { makeReadySeeker, readEvents, summaryOf } from './ai-support';

/** The built-in writer, but a test can make it fail or hold an analysis open. */
const control = { fail: false, hold: null as Promise<void> | null };
const writer = builtinWriter({ wordDelayMs: 2 });
const provider: AiProvider = {
  name: 'builtin',
  async *writeSummary(facts, rewrite, signal) {
    if (control.fail) throw new AiFailure(41280, 'down');
    yield* writer.writeSummary(facts, rewrite, signal);
  },
  async judgeLanguage() {
    if (control.fail) throw new AiFailure(41316, 'quota');
    await control.hold;
    return null;
  },
};

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ jobsPerCountry: 2, services: { ai: provider } });
});
afterAll(async () => {
  await platform?.close();
});

const path = '/aicv/ai_writing/career_summary';
const streamRequest = (token: string, method: 'POST' | 'PUT', body: unknown) =>
  platform.request(path, { method, country: 'ph', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('career summary', () => {
  it('streams the summary piece by piece, keeps it, and PATCH accepts it into the profile', async () => {
    const seeker = await makeReadySeeker(platform);
    const response = await streamRequest(seeker.token, 'POST', { job_preference_id: seeker.preferenceId, stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toContain('no-transform');
    const { events } = await readEvents(response);
    const pieces = events.filter((event) => event.type === 'text');
    expect(pieces.length).toBeGreaterThan(10);
    const done = events.at(-1);
    expect(done.type).toBe('done');
    expect(pieces.map((piece) => piece.text).join('').trim()).toBe(done.summary);
    expect(done.summary).toContain('a Customer Service Representative');
    expect(done.summary).toContain('Acme Contact Centre');
    expect(done.summary).toContain('a Customer Service Team Lead');
    expect(await summaryOf(platform, seeker.id)).toBeNull();

    const accepted = await seeker.send('PATCH', path);
    expect(accepted.status).toBe(200);
    expect(careerSummarySchema.parse(accepted.data).summary).toBe(done.summary);
    expect(await summaryOf(platform, seeker.id)).toBe(done.summary);
  });

  it('rewrites with a rewrite type, and answers one JSON when stream is false', async () => {
    const seeker = await makeReadySeeker(platform);
    const shorter = await seeker.send('PUT', path, { job_preference_id: seeker.preferenceId, rewrite_type: 'shorter', stream: false });
    const formal = await seeker.send('PUT', path, { job_preference_id: String(seeker.preferenceId), rewrite_type: 'formal', stream: false });
    const full = await seeker.send('POST', path, { stream: false });
    expect([shorter.status, formal.status, full.status]).toEqual([200, 200, 200]);
    expect(shorter.data.summary.length).toBeLessThan(full.data.summary.length);
    expect(formal.data.summary).toMatch(/^Customer Service Representative at Acme Contact Centre with \d+ years of professional experience\./);
    expect(formal.data.summary).not.toMatch(/\bI\b/);
    expect((await seeker.send('PUT', path, { stream: false })).data.errors).toHaveProperty('rewrite_type');
  });

  it('states the experience level the profile gives, in every version (issue 33: "7 years" for 3–5)', async () => {
    const seeker = await makeReadySeeker(platform);
    // Working since 2019, but the seeker chose "3–5 years" (xp_lvls 4): the level is what the profile says.
    await platform.handle.db.update(users).set({ xpLvlId: 4 }).where(eq(users.id, seeker.id));
    for (const rewrite_type of [null, 'shorter', 'formal', 'friendly', 'achievements']) {
      const answer = await seeker.send(rewrite_type ? 'PUT' : 'POST', path, { rewrite_type, stream: false });
      expect(answer.data.summary).toContain('3–5 years');
      expect(answer.data.summary).not.toMatch(/\b[67] years/);
      expect(answer.data.summary).toContain('Acme Contact Centre');
      expect(answer.data.summary).toContain('Zendesk');
    }
  });

  it('needs a desired job (41311) and an experience (41312)', async () => {
    const bare = await makeSeeker(platform);
    expect((await bare.send('POST', path, { stream: false })).code).toBe(41311);
    const seeker = await makeReadySeeker(platform);
    await platform.handle.db.delete(workExperiences).where(eq(workExperiences.userId, seeker.id));
    // Education alone is enough.
    expect((await seeker.send('POST', path, { stream: false })).status).toBe(200);
  });

  it('refuses bad input, another seeker’s preference, and a missing session', async () => {
    const seeker = await makeReadySeeker(platform);
    const other = await makeReadySeeker(platform);
    for (const body of [{ job_preference_id: 'x' }, { rewrite_type: 'louder' }, { stream: 'yes' }, { job_preference_id: -3 }]) {
      const answer = await seeker.send('POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.code).toBe(40001);
    }
    const malformed = await call(platform, path, { method: 'POST', country: 'ph', headers: { Authorization: `Bearer ${seeker.token}`, 'Content-Type': 'application/json' }, body: '{"stream":' });
    expect(malformed.status).toBe(422);
    expect((await seeker.send('POST', path, { job_preference_id: other.preferenceId, stream: false })).status).toBe(404);
    expect((await seeker.send('PATCH', path, { summary: 'mine' })).status).toBe(422);
    expect((await seeker.send('PATCH', path)).status).toBe(404);
    const anonymous = await call(platform, path, { method: 'POST', country: 'ph', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    expect((await call(platform, path, { method: 'PATCH', country: 'ph' })).status).toBe(401);
  });

  it('reports a writer failure inside the stream as 41280 and gives the query back', async () => {
    const seeker = await makeReadySeeker(platform);
    control.fail = true;
    try {
      const { events } = await readEvents(await streamRequest(seeker.token, 'POST', {}));
      expect(events).toEqual([{ type: 'error', code: 41280, message: 'AI is unavailable right now' }]);
      expect((await seeker.send('POST', path, { stream: false })).code).toBe(41280);
    } finally {
      control.fail = false;
    }
    const [usage] = await platform.handle.db.select().from(aiUsage).where(and(eq(aiUsage.userId, seeker.id), eq(aiUsage.feature, 'career_summary')));
    expect(usage?.used).toBe(0);
  });

  it('stops at the AICV query limit with 41275 and a 24-hour retry', async () => {
    const seeker = await makeReadySeeker(platform);
    await platform.handle.db.insert(aiUsage).values({ userId: seeker.id, feature: 'career_summary', periodStart: new Date(platform.now.getTime() - 60 * 60 * 1000), used: 20 });
    const refused = await seeker.send('POST', path, { stream: false });
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(41275);
    expect(refused.data.retry_after).toBe(23 * 60 * 60);
  });
});

const analyse = '/aicv/resume_analysis';

describe('resume analysis', () => {
  it('scores out of 100 with reasons and suggestions, matched to a chosen job', async () => {
    const seeker = await makeReadySeeker(platform);
    const [job] = await platform.handle.db.select().from(jobs).limit(1);
    await platform.handle.db.update(jobs).set({ skills: ['Zendesk', 'Salesforce'] }).where(eq(jobs.id, job?.id ?? 0));
    const answer = await seeker.send('POST', analyse, { job_id: job?.id });
    expect(answer.status).toBe(200);
    const analysis = resumeAnalysisSchema.parse(answer.data);
    expect(analysis.score).toBeGreaterThan(0);
    expect(analysis.score).toBeLessThan(100);
    expect(analysis.source).toBe('profile');
    expect(analysis.reasons.map((reason) => reason.key)).toEqual(['sections', 'length', 'measurable', 'preferences', 'job_match']);
    expect(analysis.reasons.find((reason) => reason.key === 'measurable')).toMatchObject({ points: 20, max: 20 });
    expect(analysis.reasons.find((reason) => reason.key === 'job_match')).toMatchObject({ points: 10, max: 20 });
    expect(analysis.suggestions).toContainEqual({ key: 'addSummary', section: 'summary', params: {} });
    expect(analysis.suggestions).toContainEqual({ key: 'addJobSkills', section: 'skills', params: { skills: 'Salesforce', title: job?.title ?? '' } });
    const latest = latestAnalysisSchema.parse((await seeker.get(`${analyse}/latest`)).data);
    expect(latest.analysis).toEqual(analysis);
    expect(latest.credits.resume_analysis).toMatchObject({ limit: 3, used: 1, remaining: 2, running: false });
  });

  it('reads what the newest read attached resume says too', async () => {
    const seeker = await makeReadySeeker(platform);
    const db = platform.handle.db;
    const [job] = await db.select().from(jobs).limit(1);
    await db.update(jobs).set({ skills: ['Zendesk', 'Salesforce'] }).where(eq(jobs.id, job?.id ?? 0));
    const [file] = await db.insert(files).values({ userId: seeker.id, kind: 'resume', filename: 'cv.pdf', mimeType: 'application/pdf', size: 10, storageKey: `ai-test-${seeker.id}` }).returning();
    const content = { name: null, email: null, phone: null, work_experiences: [], educations: [], skills: ['Salesforce'], languages: [] };
    await db.insert(resumeParses).values({ fileId: file?.id ?? 0, userId: seeker.id, state: 'completed', content });
    const analysis = resumeAnalysisSchema.parse((await seeker.send('POST', analyse, { job_id: job?.id })).data);
    expect(analysis.source).toBe('profile_and_resume');
    expect(analysis.reasons.find((reason) => reason.key === 'job_match')).toMatchObject({ points: 20, max: 20 });
    // A deleted resume no longer counts.
    await db.update(files).set({ deletedAt: platform.now }).where(eq(files.id, file?.id ?? 0));
    expect((await seeker.send('POST', analyse, { job_id: job?.id })).data.source).toBe('profile');
  });

  it('allows 3 a day, then refuses with ai_resume_analysis_limited until 00:01 GMT+8', async () => {
    const seeker = await makeReadySeeker(platform);
    for (let i = 0; i < 3; i++) expect((await seeker.send('POST', analyse, {})).status).toBe(200);
    const refused = await seeker.send('POST', analyse, {});
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(41317);
    expect(refused.data.reason).toBe('ai_resume_analysis_limited');
    // The seed's clock is 2026-11-01T00:00Z; credits refresh at 2026-11-01T16:01Z.
    expect(refused.data.refreshes_at).toBe('2026-11-01T16:01:00.000Z');
    expect(refused.data.retry_after).toBe(16 * 3600 + 60);
  });

  it('gives ten parallel requests with one use left exactly one analysis', async () => {
    const seeker = await makeReadySeeker(platform);
    await platform.handle.db.insert(aiUsage).values({ userId: seeker.id, feature: 'resume_analysis', periodStart: new Date('2026-10-31T16:01:00Z'), used: 2 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => seeker.send('POST', analyse, {})));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) expect([41313, 41317]).toContain(refusal.code);
    const rows = await platform.handle.db.select().from(aiResumeAnalyses).where(eq(aiResumeAnalyses.userId, seeker.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 41313 while an analysis is running', async () => {
    const seeker = await makeReadySeeker(platform);
    let release = () => {};
    control.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const first = seeker.send('POST', analyse, {});
      // Wait until the first has claimed its use and is held in the provider.
      for (let i = 0; i < 100 && !(await seeker.get('/aicv/credits')).data.resume_analysis.running; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await seeker.send('POST', analyse, {});
      expect(second.code).toBe(41313);
      expect(second.status).toBe(409);
      release();
      expect((await first).status).toBe(200);
    } finally {
      control.hold = null;
      release();
    }
  });

  it('gives the use back when the provider fails, with its code', async () => {
    const seeker = await makeReadySeeker(platform);
    control.fail = true;
    try {
      const failed = await seeker.send('POST', analyse, {});
      expect(failed.code).toBe(41316);
    } finally {
      control.fail = false;
    }
    expect((await seeker.get('/aicv/credits')).data.resume_analysis.used).toBe(0);
  });

  it('needs a desired job (41318) and an experience (41319); refuses bad input and other users', async () => {
    const bare = await makeSeeker(platform);
    expect((await bare.send('POST', analyse, {})).code).toBe(41318);
    const seeker = await makeReadySeeker(platform);
    expect((await seeker.send('POST', analyse, { job_id: 'abc' })).status).toBe(422);
    expect((await seeker.send('POST', analyse, { job_id: 999_999_999 })).status).toBe(404);
    expect((await call(platform, analyse, { method: 'POST', country: 'ph', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(401);
    expect((await call(platform, `${analyse}/latest`, { country: 'ph' })).status).toBe(401);
    const other = await makeReadySeeker(platform);
    await other.send('POST', analyse, {});
    expect((await seeker.get(`${analyse}/latest`)).data.analysis).toBeNull();
  });
});
