/**
 * An SMTP server for the e2e run that keeps every message it receives in memory and serves them
 * over HTTP, so a spec reads the codes and links the platform really sent over SMTP.
 *
 *   GET    /messages?to=ana@example.com   the messages to that address, newest first
 *   DELETE /messages                      forgets them all
 *   GET    /health                        200 once both servers listen
 *
 * Run it: `node e2e/support/smtp-sink.mjs` (ports from smtp-settings.mjs).
 */
import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { smtpHttpPort, smtpPort } from './smtp-settings.mjs';

/** @type {{ id: number; to: string[]; from: string; subject: string; text: string; html: string; receivedAt: string }[]} */
let messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  // Plain SMTP on loopback: no TLS upgrade for nodemailer to try, no login to offer.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', async () => {
      try {
        const email = await PostalMime.parse(Buffer.concat(chunks));
        messages.unshift({
          id: nextId++,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: email.subject ?? '',
          text: email.text ?? '',
          html: email.html ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink');
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/health') return send(200, { ok: true });
  if (url.pathname !== '/messages') return send(404, { error: 'not found' });
  if (request.method === 'DELETE') {
    messages = [];
    return send(200, { ok: true });
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  return send(200, { messages: to ? messages.filter((m) => m.to.includes(to)) : messages });
});

smtp.on('error', (error) => console.error('smtp sink:', error.message));
smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(smtpHttpPort, '127.0.0.1', () => {
    console.info(`smtp sink: SMTP on ${smtpPort}, messages on http://127.0.0.1:${smtpHttpPort}/messages`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
