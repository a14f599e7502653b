import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageBySlug } from '@/lib/languages';
import { openAiCompatibleProvider } from '@/server/ai/openai-compatible';
import { AiFailure, type SummaryFacts } from '@/server/ai/provider';
import { startTestPlatform } from '../../support/platform';
import { makeReadySeeker, readEvents } from './ai-support';

/** A chat-completions server on loopback speaking the streaming protocol; each test sets how it answers. */
let answer: (request: IncomingMessage, body: any, response: ServerResponse) => void;
const seen: { headers: IncomingMessage['headers']; body: any; closed: boolean }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const record = { headers: request.headers, body: JSON.parse(raw), closed: false };
      seen.push(record);
      response.on('close', () => {
        record.closed = !response.writableFinished;
      });
      answer(request, record.body, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const sse = (response: ServerResponse) => response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
const sseEnd = (response: ServerResponse, body: string) => {
  sse(response);
  response.end(body);
};
const delta = (content: string) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;

const facts: SummaryFacts = {
  language: languageBySlug('ja-jp'),
  firstName: 'Aiko',
  desiredTitle: 'Data analyst',
  experience: { minYears: 3, maxYears: 5 },
  latestJob: { title: 'Analyst', company: 'Kaisha KK', isCurrent: true },
  education: null,
  skills: ['SQL'],
  measurableResult: null,
  currentSummary: null,
};

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}

describe('the OpenAI-compatible client', () => {
  it('streams the deltas of a real SSE answer, split across packets and with CRLF, until [DONE]', async () => {
    answer = (_request, _body, response) => {
      sse(response);
      const wire = `: keep-alive\r\n\r\n${delta('私は')}${delta('データ')}data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n${delta('アナリストです。')}data: [DONE]\n\n`.replace(/\n/g, '\r\n');
      // Cut the wire at awkward places, as TCP may.
      const cuts = [3, 40, 41, 90, 150, wire.length];
      let from = 0;
      const next = () => {
        const to = cuts.shift();
        if (to === undefined) return response.end();
        response.write(wire.slice(from, to));
        from = to;
        setTimeout(next, 5);
      };
      next();
    };
    const provider = openAiCompatibleProvider({ baseUrl, apiKey: 'sk-test', model: 'test-model' });
    const pieces = await collect(provider.writeSummary(facts, 'formal', new AbortController().signal));
    expect(pieces).toEqual(['私は', 'データ', 'アナリストです。']);
    const request = seen.at(-1);
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request?.body.messages[0].content).toContain('Japanese');
    expect(request?.body.messages[0].content).toContain('formal resume voice');
    expect(JSON.parse(request?.body.messages[1].content)).toMatchObject({ desiredTitle: 'Data analyst', latestJob: { company: 'Kaisha KK' } });
  });

  it('maps failures: 429 to 41316, insufficient_quota to 41314, 500 and a broken stream to 41280', async () => {
    const provider = openAiCompatibleProvider({ baseUrl, model: 'm' });
    const codeOf = async (reply: typeof answer) => {
      answer = reply;
      try {
        await collect(provider.writeSummary(facts, null, new AbortController().signal));
        return 0;
      } catch (error) {
        expect(error).toBeInstanceOf(AiFailure);
        return (error as AiFailure).code;
      }
    };
    expect(await codeOf((_q, _b, r) => r.writeHead(429).end('{"error":{"code":"rate_limit_exceeded"}}'))).toBe(41316);
    expect(await codeOf((_q, _b, r) => r.writeHead(429).end('{"error":{"code":"insufficient_quota"}}'))).toBe(41314);
    expect(await codeOf((_q, _b, r) => r.writeHead(500).end('oops'))).toBe(41280);
    expect(await codeOf((_q, _b, r) => sseEnd(r, delta('half')))).toBe(41280);
    expect(await codeOf((_q, _b, r) => sseEnd(r, 'data: {not json\n\n'))).toBe(41280);
    expect(await codeOf((_q, _b, r) => sseEnd(r, 'data: {"error":{"message":"model overloaded"}}\n\n'))).toBe(41280);
  });

  it('times out a silent server with 41280', async () => {
    answer = (_request, _body, response) => {
      sse(response);
      response.write(delta('first'));
    };
    const provider = openAiCompatibleProvider({ baseUrl, model: 'm', timeoutMs: 150 });
    const pieces: string[] = [];
    const failure = await (async () => {
      try {
        for await (const piece of provider.writeSummary(facts, null, new AbortController().signal)) pieces.push(piece);
      } catch (error) {
        return error;
      }
    })();
    expect(pieces).toEqual(['first']);
    expect((failure as AiFailure).code).toBe(41280);
    expect((failure as AiFailure).message).toMatch(/timed out/);
  });

  it('cancels the upstream request when the caller aborts (the browser went away)', async () => {
    answer = (_request, _body, response) => {
      sse(response);
      const timer = setInterval(() => response.write(delta('more ')), 10);
      response.on('close', () => clearInterval(timer));
    };
    const provider = openAiCompatibleProvider({ baseUrl, model: 'm' });
    const controller = new AbortController();
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of provider.writeSummary(facts, null, controller.signal)) {
          pieces.push(piece);
          if (pieces.length === 3) controller.abort(new Error('browser left'));
        }
      })(),
    ).rejects.toThrow('browser left');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.at(-1)?.closed).toBe(true);
  });

  it('judges language from a streamed JSON answer, and refuses one it cannot read', async () => {
    answer = (_request, _body, response) => {
      sse(response);
      response.end(`${delta('{"score": 7, "notes": ["Use the past tense')}${delta(' for past jobs."]}')}data: [DONE]\n\n`);
    };
    const provider = openAiCompatibleProvider({ baseUrl, model: 'm' });
    const resume = { language: languageBySlug('en-us'), text: 'I answers calls.' };
    expect(await provider.judgeLanguage(resume, new AbortController().signal)).toEqual({ score: 7, notes: ['Use the past tense for past jobs.'] });
    answer = (_request, _body, response) => sseEnd(response, `${delta('Looks fine!')}data: [DONE]\n\n`);
    await expect(provider.judgeLanguage(resume, new AbortController().signal)).rejects.toMatchObject({ code: 41280 });
  });
});

describe('the platform with the OpenAI-compatible provider', () => {
  it('streams the server\'s pieces to the caller and adds its language judgement to an analysis', async () => {
    const platform = await startTestPlatform({ jobsPerCountry: 0, services: { ai: openAiCompatibleProvider({ baseUrl, model: 'm' }) } });
    try {
      const seeker = await makeReadySeeker(platform);
      answer = (_request, body, response) => {
        sse(response);
        if (String(body.messages[0].content).startsWith('Rate')) return response.end(`${delta('{"score": 6, "notes": ["Spell out acronyms."]}')}data: [DONE]\n\n`);
        response.end(`${delta('I lead ')}${delta('support teams.')}data: [DONE]\n\n`);
      };
      const response = await platform.request('/aicv/ai_writing/career_summary', {
        method: 'POST',
        country: 'ph',
        headers: { Authorization: `Bearer ${seeker.token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const { events } = await readEvents(response);
      expect(events).toEqual([
        { type: 'text', text: 'I lead ' },
        { type: 'text', text: 'support teams.' },
        { type: 'done', summary: 'I lead support teams.' },
      ]);
      const analysis = await seeker.send('POST', '/aicv/resume_analysis', {});
      expect(analysis.data.reasons.at(-1)).toEqual({ key: 'language', points: 6, max: 10, params: {} });
      expect(analysis.data.suggestions).toContainEqual({ key: 'providerNote', section: 'summary', params: { note: 'Spell out acronyms.' } });
      answer = (_request, _body, r) => r.writeHead(503).end();
      expect((await seeker.send('POST', '/aicv/resume_analysis', {})).code).toBe(41280);
    } finally {
      await platform.close();
    }
  });
});
