import { describe, expect, it } from 'vitest';
import { serverSentData } from '@/lib/server-sent-events';

/** A body that hands over the given pieces one read at a time, as a network stream would. */
function bodyOf(...pieces: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function dataOf(body: ReadableStream<Uint8Array<ArrayBuffer>>, onChunk?: () => void): Promise<string[]> {
  const events: string[] = [];
  for await (const data of serverSentData(body, onChunk)) events.push(data);
  return events;
}

describe('serverSentData', () => {
  it('yields the data of each event in order', async () => {
    expect(await dataOf(bodyOf('data: {"a":1}\n\ndata: {"b":2}\n\n'))).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins an event split across reads, even inside a line or a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('data: 日本\n\n');
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 3));
        controller.enqueue(bytes.slice(3, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    expect(await dataOf(body)).toEqual(['日本']);
    expect(await dataOf(bodyOf('da', 'ta: he', 'llo\n', '\n'))).toEqual(['hello']);
  });

  it('reads CRLF and CR line ends, also when a CRLF is split between two reads', async () => {
    expect(await dataOf(bodyOf('data: one\r\n\r\ndata: two\r\rdata: three\n\n'))).toEqual(['one', 'two', 'three']);
    expect(await dataOf(bodyOf('data: a\r', '\ndata: b\r\n\r', '\n'))).toEqual(['a\nb']);
    expect(await dataOf(bodyOf('data: last\r', '\r'))).toEqual(['last']);
  });

  it('joins several data lines with a line feed and drops one space after the colon only', async () => {
    expect(await dataOf(bodyOf('data: first\ndata:second\ndata:  indented\n\n'))).toEqual(['first\nsecond\n indented']);
  });

  it('skips comments, other fields and events without data', async () => {
    expect(await dataOf(bodyOf(': keep-alive\n\nevent: ping\nid: 7\nretry: 10\n\n: note\ndata: kept\n\n'))).toEqual(['kept']);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    expect(await dataOf(bodyOf('data: whole\n\ndata: cut'))).toEqual(['whole']);
  });

  it('calls onChunk for every read, so a caller can re-arm a timeout', async () => {
    let reads = 0;
    await dataOf(bodyOf('data: a', '\n\n', ': ping\n\n'), () => reads++);
    expect(reads).toBe(3);
  });
});
