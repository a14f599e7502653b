/**
 * The `data` of each event of a server-sent event stream (text/event-stream), as it arrives:
 * events end at a blank line, line ends may be CRLF, CR or LF, several `data:` lines join with
 * "\n", and one space after the colon is dropped (the HTML standard's parsing, reduced to the
 * data field). Events without data are skipped. A CR at the end of a read waits for the next
 * read, so a CRLF split between two reads stays one line end. `onChunk` runs for every piece
 * read, so a caller can re-arm a timeout between pieces. Used by the browser (the AI writer's stream) and
 * the platform (an OpenAI-compatible provider's stream).
 */
export async function* serverSentData(body: ReadableStream<BufferSource>, onChunk?: () => void): AsyncGenerator<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let heldCr = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (!done) onChunk?.();
      let text: string = (heldCr ? '\r' : '') + (done ? '' : value);
      heldCr = !done && text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const lines = buffer
          .slice(0, end)
          .split('\n')
          .filter((line) => line.startsWith('data:'));
        buffer = buffer.slice(end + 2);
        if (lines.length > 0) yield lines.map((line) => line.slice(5).replace(/^ /, '')).join('\n');
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
