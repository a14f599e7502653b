import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/api-error';
import { streamCareerSummary } from '@/services/aicv';

const context = { country: 'ph', language: 'ja-jp', device: 'web' } as const;

/** A streamed answer whose pieces arrive one by one, cut anywhere. */
function streamed(parts: string[], headers: Record<string, string> = { 'Content-Type': 'text/event-stream' }) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }),
    { status: 200, headers },
  );
}

const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamCareerSummary', () => {
  it('hands over each piece as it arrives and resolves with the whole summary', async () => {
    const fetch = vi.fn(async () => streamed([event({ type: 'text', text: 'I have ' }).slice(0, 9), event({ type: 'text', text: 'I have ' }).slice(9), event({ type: 'text', text: '6 years.' }), event({ type: 'done', summary: 'I have 6 years.' })]));
    vi.stubGlobal('fetch', fetch);
    const pieces: string[] = [];
    const summary = await streamCareerSummary(context, { job_preference_id: 4, rewrite_type: 'shorter' }, { onText: (text) => pieces.push(text) });
    expect(pieces).toEqual(['I have ', '6 years.']);
    expect(summary).toBe('I have 6 years.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/aicv/ai_writing/career_summary');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ job_preference_id: 4, rewrite_type: 'shorter', stream: true });
    expect(init.headers).toMatchObject({ 'Language-Id': '4', 'Role-Id': '1', 'Content-Type': 'application/json' });
  });

  it('turns a refusal before the stream into its ApiError, and a failure midway into 41280', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ code: 41311, message: 'Add a desired job', data: { missing: 'job_preferences' } }, { status: 422 }));
    await expect(streamCareerSummary(context, {}, { onText: () => {} })).rejects.toMatchObject({ status: 422, code: 41311 });
    vi.stubGlobal('fetch', async () => streamed([event({ type: 'text', text: 'I ' }), event({ type: 'error', code: 41280, message: 'AI is unavailable right now' })]));
    const failure = await streamCareerSummary(context, {}, { onText: () => {} }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.code).toBe(41280);
    vi.stubGlobal('fetch', async () => streamed([event({ type: 'text', text: 'I ' })]));
    await expect(streamCareerSummary(context, {}, { onText: () => {} })).rejects.toMatchObject({ code: 41280 });
  });
});
