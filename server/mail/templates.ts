import { isLanguageSlug, languageBySlug } from '@/lib/languages';
import type { OutgoingMessage } from './mailer';
import { messageTexts } from './texts';
import { interviewEmailTexts, isInterviewEmailTemplate } from './texts/interview-emails';
import { isResumeEmailTemplate, resumeEmailTexts } from './texts/resume-emails';
import { emailTemplates, type EmailTemplate, type EmailText, smsTemplates, type SmsTemplate } from './texts/types';
import { personName } from '@/lib/person-name';
import { escapeHtml } from '@/lib/escape-html';

export interface RenderedMessage {
  subject: string | null;
  text: string;
  html: string | null;
}

/** Values that open an account: kept out of every copy but the one delivered. */
export const secretValues = ['code', 'link'] as const;

function isEmailTemplate(name: string): name is EmailTemplate {
  return (emailTemplates as readonly string[]).includes(name);
}

function isSmsTemplate(name: string): name is SmsTemplate {
  return (smsTemplates as readonly string[]).includes(name);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The values a template reads, with {duration} spelled out in the language ("10 minutes", "10 دقائق"). */
function templateValues(message: OutgoingMessage, intl: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values)) values[name] = String(value);
  // Languages that greet by the whole name write it in the name's own order ("田中 由紀 様").
  values.full_name = personName(values.name, values.family_name);
  const minutes = Number(message.values.minutes);
  if (Number.isFinite(minutes) && minutes > 0) {
    values.duration = new Intl.NumberFormat(intl, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  }
  return values;
}

const colors = { text: '#1f2328', muted: '#57606a', page: '#f3f4f6', button: '#1d4ed8' };

function emailHtml(
  email: EmailText,
  parts: { greeting: string; codeLabel: string; linkFallback: string; footer: string },
  values: Record<string, string>,
  language: { intl: string; dir: string },
): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(fill(text, values))}</p>`;
  const blocks: string[] = [paragraph(parts.greeting), ...email.before.map(paragraph)];
  if (values.code) {
    blocks.push(
      `<p style="margin:0 0 4px;color:${colors.muted};font-size:14px">${escapeHtml(parts.codeLabel)}</p>`,
      `<p style="margin:0 0 24px;font-size:32px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace" dir="ltr">${escapeHtml(values.code)}</p>`,
    );
  }
  if (values.link && email.action) {
    const href = escapeHtml(values.link);
    blocks.push(
      `<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:${colors.button};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(email.action)}</a></p>`,
      `<p style="margin:0 0 24px;font-size:14px;color:${colors.muted};line-height:1.5">${escapeHtml(parts.linkFallback)}<br><a href="${href}" style="color:${colors.button};word-break:break-all" dir="ltr">${href}</a></p>`,
    );
  }
  blocks.push(...email.after.map(paragraph));
  const subject = escapeHtml(fill(email.subject, values));
  return [
    '<!doctype html>',
    `<html lang="${language.intl}" dir="${language.dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${subject}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${colors.page};color:${colors.text};font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px">`,
    '<main style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 24px">',
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3">${escapeHtml(fill(email.heading, values))}</h1>`,
    ...blocks,
    '</main>',
    `<footer style="max-width:560px;margin:16px auto 0;font-size:12px;color:${colors.muted};text-align:center"><p style="margin:0">${escapeHtml(parts.footer)}</p></footer>`,
    '</body></html>',
  ].join('\n');
}

/**
 * A message's subject, plain text and HTML in its language (English for an unknown one).
 * Emails are plain, accessible HTML: the page language and direction, one heading, the code
 * as text (never an image), a real link under the button. SMS messages are one line of text.
 */
export function renderMessage(message: OutgoingMessage): RenderedMessage {
  const slug = isLanguageSlug(message.languageSlug) ? message.languageSlug : 'en-us';
  const language = languageBySlug(slug);
  const texts = messageTexts[slug];
  const values = templateValues(message, language.intl);

  if (message.channel === 'sms') {
    if (!isSmsTemplate(message.template)) throw new Error(`No SMS template ${message.template}`);
    return { subject: null, text: fill(texts.sms[message.template], values), html: null };
  }
  const interview = isInterviewEmailTemplate(message.template) ? interviewEmailTexts[slug][message.template] : null;
  const resume = isResumeEmailTemplate(message.template) ? resumeEmailTexts[slug][message.template] : null;
  if (!interview && !resume && !isEmailTemplate(message.template)) throw new Error(`No email template ${message.template}`);
  const email = interview ?? resume ?? texts.email[message.template as EmailTemplate];
  const greeting = values.name ? fill(texts.greeting, values) : texts.greetingWithoutName;
  const text = [
    fill(email.heading, values),
    '',
    greeting,
    '',
    ...email.before.map((line) => fill(line, values)),
    ...(values.code ? ['', `${texts.codeLabel}: ${values.code}`] : []),
    ...(values.link ? ['', values.link] : []),
    '',
    ...email.after.map((line) => fill(line, values)),
    '',
    '—',
    texts.footer,
  ].join('\n');
  return {
    subject: fill(email.subject, values),
    text,
    html: emailHtml(email, { greeting, codeLabel: texts.codeLabel, linkFallback: texts.linkFallback, footer: texts.footer }, values, language),
  };
}

/** The message with its secrets blanked, for the copy kept after real delivery (SMTP, SMS provider). */
export function withoutSecrets(message: OutgoingMessage): OutgoingMessage {
  const values = { ...message.values };
  for (const name of secretValues) if (name in values) values[name] = '••••••';
  return { ...message, values };
}
