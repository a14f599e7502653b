import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A message a test SMTP server received, parsed as a mail client would. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string;
  /** The Content-Language or html lang the message declares, when it does. */
  htmlLang: string | null;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL or smtpMailer. */
  url: string;
  received: ReceivedMail[];
  /** The next (or an already received) message to `to`; rejects after `timeoutMs`. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server), listening on a free loopback port,
 * that parses every message it accepts with postal-mime. No TLS and no AUTH: the client talks
 * plain SMTP to it as it would to a local relay.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: email.from?.address ?? null,
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              htmlLang: /<html[^>]*\slang="([^"]+)"/.exec(email.html ?? '')?.[1] ?? null,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(to, { after = 0, timeoutMs = 5000 } = {}) {
      const wanted = to.toLowerCase();
      const find = () => received.slice(after).find((mail) => mail.to.includes(wanted));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const mail = find();
          if (mail) {
            clearTimeout(timer);
            resolve(mail);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
