import type { MessageValues } from '@/lib/format-message';
import { isLanguageSlug, type Language, type LanguageSlug, languageBySlug } from '@/lib/languages';
import { personName } from '@/lib/person-name';
import { hasPlatformText, type PlatformText, platformText } from '../messages/platform-text';
import { MailPage, MailParagraph, mailColors, renderMailHtml } from './layout';
import type { OutgoingMessage } from './mailer';
import { isInterviewEmailTemplate } from './texts/interview-emails';
import { isResumeEmailTemplate } from './texts/resume-emails';
import { emailTemplates, smsTemplates } from './texts/types';

export interface RenderedMessage {
  subject: string | null;
  text: string;
  html: string | null;
}

/** Values that open an account: kept out of every copy but the one delivered. */
export const secretValues = ['code', 'link'] as const;

function isEmailTemplate(name: string): boolean {
  return (emailTemplates as readonly string[]).includes(name) || isInterviewEmailTemplate(name) || isResumeEmailTemplate(name);
}

function isSmsTemplate(name: string): boolean {
  return (smsTemplates as readonly string[]).includes(name);
}

/** The values a template reads, with {duration} spelled out in the language ("10 minutes", "10 دقائق"). */
function templateValues(message: OutgoingMessage, intl: string): MessageValues {
  const values: MessageValues = { ...message.values };
  // Languages that greet by the whole name write it in the name's own order ("田中 由紀 様").
  values.full_name = personName(String(values.name ?? ''), String(values.family_name ?? ''));
  const minutes = Number(message.values.minutes);
  if (Number.isFinite(minutes) && minutes > 0) {
    values.duration = new Intl.NumberFormat(intl, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  }
  return values;
}

/** An email's texts in one language: Mail.{template}.subject, heading, before, before2, …, after, after2, …, action. */
interface EmailTexts {
  subject: string;
  heading: string;
  before: string[];
  after: string[];
  action: string | null;
}

function emailTexts(slug: LanguageSlug, t: PlatformText, template: string, values: MessageValues): EmailTexts {
  const key = `Mail.${template}`;
  const paragraphs = (part: string) => {
    const out: string[] = [];
    for (let n = 1; hasPlatformText(slug, n === 1 ? `${key}.${part}` : `${key}.${part}${n}`); n += 1) {
      out.push(t(n === 1 ? `${key}.${part}` : `${key}.${part}${n}`, values));
    }
    return out;
  };
  return {
    subject: t(`${key}.subject`, values),
    heading: t(`${key}.heading`, values),
    before: paragraphs('before'),
    after: paragraphs('after'),
    action: hasPlatformText(slug, `${key}.action`) ? t(`${key}.action`) : null,
  };
}

interface EmailProps {
  email: EmailTexts;
  greeting: string;
  code: string | null;
  link: string | null;
  t: PlatformText;
  language: Pick<Language, 'intl' | 'dir'>;
}

/** One email: the greeting, the paragraphs before the code or button, the code as text (never an image) or a real link under the button, the paragraphs after. */
function Email({ email, greeting, code, link, t, language }: EmailProps) {
  return (
    <MailPage
      language={language}
      title={email.subject}
      heading={email.heading}
      footer={<p style={{ margin: 0 }}>{t('Mail.footer')}</p>}
    >
      {[greeting, ...email.before].map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <MailParagraph key={index}>{paragraph}</MailParagraph>
      ))}
      {code ? (
        <>
          <p style={{ margin: '0 0 4px', color: mailColors.muted, fontSize: 14 }}>{t('Mail.codeLabel')}</p>
          <p style={{ margin: '0 0 24px', fontSize: 32, fontWeight: 700, letterSpacing: 6, fontFamily: 'Menlo,Consolas,monospace' }} dir="ltr">
            {code}
          </p>
        </>
      ) : null}
      {link && email.action ? (
        <>
          <p style={{ margin: '0 0 24px' }}>
            <a
              href={link}
              style={{ display: 'inline-block', background: mailColors.link, color: '#ffffff', padding: '12px 20px', borderRadius: 6, textDecoration: 'none', fontWeight: 600 }}
            >
              {email.action}
            </a>
          </p>
          <MailParagraph style={{ margin: '0 0 24px', fontSize: 14, color: mailColors.muted }}>
            {t('Mail.linkFallback')}
            <br />
            <a href={link} style={{ color: mailColors.link, wordBreak: 'break-all' }} dir="ltr">
              {link}
            </a>
          </MailParagraph>
        </>
      ) : null}
      {email.after.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
        <MailParagraph key={index}>{paragraph}</MailParagraph>
      ))}
    </MailPage>
  );
}

/**
 * A message's subject, plain text and HTML in its language (English for an unknown one), from
 * the catalogue (server/messages/mail). SMS messages are one line of text.
 */
export function renderMessage(message: OutgoingMessage): RenderedMessage {
  const slug = isLanguageSlug(message.languageSlug) ? message.languageSlug : 'en-us';
  const language = languageBySlug(slug);
  const t = platformText(slug);
  const values = templateValues(message, language.intl);

  if (message.channel === 'sms') {
    if (!isSmsTemplate(message.template)) throw new Error(`No SMS template ${message.template}`);
    return { subject: null, text: t(`Sms.${message.template}`, values), html: null };
  }
  if (!isEmailTemplate(message.template)) throw new Error(`No email template ${message.template}`);
  const email = emailTexts(slug, t, message.template, values);
  const greeting = values.name ? t('Mail.greeting', values) : t('Mail.greetingWithoutName');
  const code = values.code ? String(values.code) : null;
  const link = values.link ? String(values.link) : null;
  const text = [
    email.heading,
    '',
    greeting,
    '',
    ...email.before,
    ...(code ? ['', `${t('Mail.codeLabel')}: ${code}`] : []),
    ...(link ? ['', link] : []),
    '',
    ...email.after,
    '',
    '—',
    t('Mail.footer'),
  ].join('\n');
  return {
    subject: email.subject,
    text,
    html: renderMailHtml(<Email email={email} greeting={greeting} code={code} link={link} t={t} language={language} />),
  };
}

/** The message with its secrets blanked, for the copy kept after real delivery (SMTP, SMS provider). */
export function withoutSecrets(message: OutgoingMessage): OutgoingMessage {
  const values = { ...message.values };
  for (const name of secretValues) if (name in values) values[name] = '••••••';
  return { ...message, values };
}
