import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AiSummaryWriter } from '@/components/profile/ai-summary-writer';
import ai from '@/i18n/messages/ai/en-us.json';
import { type AiMissing, aiMissing } from '@/lib/ai-preconditions';

beforeAll(() => {
  document.documentElement.dataset.country = 'ph';
  document.documentElement.dataset.language = 'en-us';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

/** A streamed answer whose events the test releases one at a time. */
function heldStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (value: unknown) => controller.enqueue(encoder.encode(event(value))),
    end: () => controller.close(),
  };
}

function renderWriter(onAccept = vi.fn(), waits: { missing?: AiMissing | null; experienceComesNext?: boolean } = {}) {
  render(
    <NextIntlClientProvider locale="en-us" messages={ai} timeZone="UTC">
      <AiSummaryWriter preferences={[{ id: 7, job_title: 'Team Lead' }]} onAccept={onAccept} {...waits} />
    </NextIntlClientProvider>,
  );
  return onAccept;
}

describe('AiSummaryWriter', () => {
  it('shows the summary word by word, then offers to use it', async () => {
    const stream = heldStream();
    const fetch = vi.fn(async () => stream.response);
    vi.stubGlobal('fetch', fetch);
    const onAccept = renderWriter();
    await userEvent.click(screen.getByRole('button', { name: 'Write a summary' }));
    stream.send({ type: 'text', text: 'I have ' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('I have '));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use this summary' })).toBeNull();
    stream.send({ type: 'text', text: '6 years.' });
    stream.send({ type: 'done', summary: 'I have 6 years.' });
    stream.end();
    await userEvent.click(await screen.findByRole('button', { name: 'Use this summary' }));
    expect(onAccept).toHaveBeenCalledWith('I have 6 years.');
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ job_preference_id: 7, rewrite_type: null, stream: true });
  });

  it('offers the retry with the catalogue message after a failure, and explains a refusal', async () => {
    let failing = heldStream();
    vi.stubGlobal('fetch', async () => failing.response);
    renderWriter();
    await userEvent.click(screen.getByRole('button', { name: 'Write a summary' }));
    failing.send({ type: 'error', code: 41280, message: 'AI is unavailable right now' });
    failing.end();
    const retry = await screen.findByRole('button', { name: 'AI generation failed, click to retry' });
    vi.stubGlobal('fetch', async () => Response.json({ code: 41312, message: 'Add experience', data: null }, { status: 422 }));
    failing = heldStream();
    await userEvent.click(retry);
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least 1 desired job and a work, internship or education experience first.');
  });

  it('in onboarding step 2, before any experience, says what to add and where instead of failing (issue 33)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // Step 1 saved the desired job; work experience and education come in steps 3 and 4.
    const missing = aiMissing({ job_preferences: [{ id: 7 }], work_experiences: [], educations: [] });
    renderWriter(vi.fn(), { missing, experienceComesNext: true });
    const reason = 'AI writes from your work experience or education, which you add in the next steps. Come back here after that, or write your summary yourself now.';
    for (const name of ['Write a summary', 'Rewrite']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Write a summary' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on the profile, names the missing desired job or experience, and writes once the profile has them', () => {
    expect(aiMissing({ job_preferences: [], work_experiences: [{}], educations: [] })).toBe('preference');
    expect(aiMissing({ job_preferences: [{}], work_experiences: [], educations: [{}] })).toBeNull();
    renderWriter(vi.fn(), { missing: 'preference' });
    expect(screen.getByText('To write with AI, first add a desired job to your profile.')).toBeTruthy();
    cleanup();
    renderWriter(vi.fn(), { missing: 'experience' });
    expect(screen.getByText('To write with AI, first add a work experience or your education to your profile.')).toBeTruthy();
    cleanup();
    renderWriter(vi.fn(), { missing: null });
    expect((screen.getByRole('button', { name: 'Write a summary' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Write a summary' }).getAttribute('aria-describedby')).toBeNull();
  });
});
