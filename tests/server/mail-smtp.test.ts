import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxMessages } from '@/server/db/schema';
import { createLogger } from '@/server/logger';
import { smtpMailer } from '@/server/mail/smtp';
import { call, startTestPlatform, type TestPlatform } from '../support/platform';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp';
import { send, uniqueEmail } from './auth-support';

let platform: TestPlatform;
let smtp: SmtpCapture;
let mailer: ReturnType<typeof smtpMailer>;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  platform = await startTestPlatform({ jobsPerCountry: 1 });
  mailer = smtpMailer({ db: platform.handle.db, logger: createLogger('silent'), url: smtp.url, from: 'Hireloop <no-reply@hireloop.test>' });
  // The routes read the mailer from the services at each call, as main.ts wires it with SMTP_URL.
  platform.services.mailer = mailer;
});
afterAll(async () => {
  mailer?.close();
  await platform?.close();
  await smtp?.close();
});

async function outboxRow(to: string, template: string) {
  const [row] = await platform.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, template)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row;
}

it('delivers the verification code over SMTP in the user’s language; the code read from the mail verifies the email', async () => {
  const email = uniqueEmail('smtp');
  const before = smtp.received.length;
  const registered = await send(platform, '/auth/register', { email, password: 'secret-pass1', first_name: 'Yuki', language_code: 'ja' });
  expect(registered.status).toBe(200);

  const mail = await smtp.waitFor(email, { after: before });
  expect(mail.from).toBe('no-reply@hireloop.test');
  expect(mail.subject).toBe('Hireloop のメールアドレスを確認してください');
  expect(mail.htmlLang).toBe('ja-JP');
  expect(mail.text).toContain('Yuki 様');
  const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(mail.html).toContain(code);

  const verified = await call(platform, `/data/email/verify?code=${code}`, {
    country: 'ph',
    headers: { Authorization: `Bearer ${registered.data.session_id}` },
  });
  expect(verified.status).toBe(200);
  expect(verified.data.is_email_verify).toBe(true);

  // The record kept in outbox_messages says it went by SMTP, and holds no code.
  const row = await outboxRow(email, 'verify_email');
  expect(row).toMatchObject({ transport: 'smtp', languageSlug: 'ja-jp', error: null });
  expect(row?.sentAt).toBeInstanceOf(Date);
  expect(row?.text).not.toContain(code);
  expect(row?.html).not.toContain(code);
});

it('delivers a login code to a new address in the request’s language, and the code signs in', async () => {
  const email = uniqueEmail('smtp-login');
  const before = smtp.received.length;
  await send(platform, '/auth/jobseekers/send-otp', { email }, { language: 'ar' });
  const mail = await smtp.waitFor(email, { after: before });
  expect(mail.subject).toBe('رمز تسجيل الدخول إلى Hireloop');
  expect(mail.html).toContain('dir="rtl"');
  const code = mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  const login = await send(platform, '/auth/jobseekers/login', { email, otp: code });
  expect(login.status).toBe(200);
  expect(login.data.is_new_account).toBe(true);
});

it('a refused delivery fails the request and records the error, never pretending a code was sent', async () => {
  const broken = smtpMailer({ db: platform.handle.db, logger: createLogger('silent'), url: 'smtp://127.0.0.1:1', from: 'Hireloop <no-reply@hireloop.test>' });
  platform.services.mailer = broken;
  try {
    const email = uniqueEmail('smtp-down');
    const answer = await send(platform, '/auth/jobseekers/send-otp', { email });
    expect(answer.status).toBe(500);
    expect(answer.code).toBe(50001);
    const row = await outboxRow(email, 'login_code');
    expect(row?.transport).toBe('smtp');
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBeTruthy();
  } finally {
    broken.close();
    platform.services.mailer = mailer;
  }
});
