import * as apiCode from '@/lib/schemas/api-codes';
import type { RewriteType } from '@/lib/schemas/aicv';
import { AiFailure, type AiProvider, type LanguageJudgement, type ResumeText, type SummaryFacts } from './provider';
import { serverSentData } from '@/lib/server-sent-events';

export interface OpenAiCompatibleOptions {
  /** The server's API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Longest wait for the answer to start, and between two pieces of it. */
  timeoutMs?: number;
}

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const rewriteAsks: Record<RewriteType, string> = {
  shorter: 'Rewrite it shorter: at most 40 words.',
  formal: 'Rewrite it in a formal resume voice, without pronouns.',
  friendly: 'Rewrite it in a warm, friendly first-person voice.',
  achievements: 'Rewrite it to lead with the measurable result given, quoted as written.',
};

/** A failed answer's catalogue code: out of credit, quota or rate limit, else unavailable. */
function failureOf(status: number, body: string): AiFailure {
  if (status === 402 || /insufficient_quota/.test(body)) return new AiFailure(apiCode.outOfCredit, `AI provider out of credit (${status})`);
  if (status === 429) return new AiFailure(apiCode.quotaExceeded, 'AI provider quota exceeded (429)');
  return new AiFailure(apiCode.aiUnavailable, `AI provider answered ${status}`);
}

/**
 * Any server speaking OpenAI's chat completions (OpenAI, Ollama, llama.cpp, vLLM): streamed
 * over server-sent events, with a timeout to the first piece and between pieces, cancelled
 * when the caller's signal aborts (the browser went away); failures become AiFailure codes.
 */
export function openAiCompatibleProvider({ baseUrl, apiKey, model, timeoutMs = 30_000 }: OpenAiCompatibleOptions): AiProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function* chat(messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
    const controller = new AbortController();
    const forward = () => controller.abort(signal.reason);
    if (signal.aborted) forward();
    signal.addEventListener('abort', forward, { once: true });
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('AI provider timed out'));
      }, timeoutMs);
    };
    arm();
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages, stream: true }),
        signal: controller.signal,
      });
      if (!response.ok) throw failureOf(response.status, await response.text().catch(() => ''));
      if (!response.body) throw new AiFailure(apiCode.aiUnavailable, 'AI provider sent no body');
      for await (const data of serverSentData(response.body, arm)) {
        if (data.trim() === '[DONE]') return;
        let chunk: { error?: unknown; choices?: { delta?: { content?: unknown } }[] };
        try {
          chunk = JSON.parse(data);
        } catch {
          throw new AiFailure(apiCode.aiUnavailable, 'AI provider sent a malformed event');
        }
        if (chunk.error) throw failureOf(500, JSON.stringify(chunk.error));
        const content = chunk.choices?.[0]?.delta?.content;
        if (typeof content === 'string' && content !== '') yield content;
      }
      throw new AiFailure(apiCode.aiUnavailable, 'AI provider ended the stream without [DONE]');
    } catch (error) {
      if (error instanceof AiFailure) throw error;
      if (signal.aborted && !timedOut) throw signal.reason ?? error;
      throw new AiFailure(apiCode.aiUnavailable, timedOut ? 'AI provider timed out' : 'AI provider unreachable', { cause: error });
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
      // Leaving early (the caller stopped reading) must close the upstream request too.
      if (!controller.signal.aborted) controller.abort();
    }
  }

  return {
    name: 'openai-compatible',
    writeSummary(facts: SummaryFacts, rewrite: RewriteType | null, signal: AbortSignal) {
      const { language, ...known } = facts;
      return chat(
        [
          {
            role: 'system',
            content: [
              "You write the career summary on a job seeker's profile.",
              'Use only the facts in the JSON you are given; never invent an employer, title, school, skill, number or date.',
              'experience is in years: say it as given (minYears to maxYears; the same number when equal; "more than minYears" when maxYears is null; "less than a year" for 0 to 1).',
              'Keep the latest job title and employer, the experience, the first three skills and the desired job in every version.',
              `Write in ${language.value} (${language.code}), 50 to 110 words, plain text, no heading, first person unless asked otherwise.`,
              rewrite ? `${rewriteAsks[rewrite]} Start from currentSummary when it is set.` : '',
            ].join(' '),
          },
          { role: 'user', content: JSON.stringify(known) },
        ],
        signal,
      );
    },
    async judgeLanguage(resume: ResumeText, signal: AbortSignal): Promise<LanguageJudgement | null> {
      let answer = '';
      for await (const piece of chat(
        [
          {
            role: 'system',
            content: `Rate the spelling, grammar and clarity of this resume from 0 to 10 and give at most 3 short, concrete suggestions in ${resume.language.value}. Answer only JSON: {"score": number, "notes": [string]}.`,
          },
          { role: 'user', content: resume.text },
        ],
        signal,
      )) {
        answer += piece;
      }
      const json = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1);
      try {
        const parsed = JSON.parse(json) as { score?: unknown; notes?: unknown };
        const score = Number(parsed.score);
        if (!Number.isFinite(score)) throw new Error('no score');
        const notes = Array.isArray(parsed.notes) ? parsed.notes.filter((note): note is string => typeof note === 'string').slice(0, 3) : [];
        return { score: Math.max(0, Math.min(10, Math.round(score))), notes: notes.map((note) => note.slice(0, 300)) };
      } catch (error) {
        throw new AiFailure(apiCode.aiUnavailable, 'AI provider answered no usable judgement', { cause: error });
      }
    },
  };
}
